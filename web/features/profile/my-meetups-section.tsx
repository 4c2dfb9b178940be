import { MyMeetupsSection as Meetups } from '../meetups/my-meetups-section';

/** My meetups on /profile (organising and attending), from the meetups feature (issue 5). */
export function MyMeetupsSection({ role }: { role: string }) {
  if (role !== 'professional') return null;
  return <Meetups />;
}

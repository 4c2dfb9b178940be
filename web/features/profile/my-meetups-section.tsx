import { MyMeetupsSection as MeetupsOfMember } from '../meetups/my-meetups-section';

/**
 * MY MEETUPS on /profile (PRODUCT.md: organising, attending). The list itself is owned by the
 * meetups feature (web/features/meetups/my-meetups-section.tsx), which decides who sees it.
 */
export function MyMeetupsSection(_props: { role: string }) {
  return <MeetupsOfMember />;
}

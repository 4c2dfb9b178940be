import { useMyMeetupCount } from '../../features/meetups/api';

/** How many upcoming meetups the signed-in member organises or attends, for the tab-bar badge (docs/product.md §2). */
export function useMeetupCount(): number {
  return useMyMeetupCount();
}

/**
 * How many meetups the signed-in member has, for the tab-bar badge (spec §2).
 * Placeholder until the meetups feature lands: it will replace this body with its query hook.
 */
export function useMeetupCount(): number {
  return 0;
}

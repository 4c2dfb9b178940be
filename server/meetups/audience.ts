/** Who may receive a meetup's realtime events: approved ones everyone signed in, others only the two parties. */
export function meetupAudience(status: string, organizerId: string, venueOwnerId: string | null): 'signedIn' | { userIds: string[] } {
  if (status === 'approved') return 'signedIn';
  return { userIds: [organizerId, ...(venueOwnerId && venueOwnerId !== organizerId ? [venueOwnerId] : [])] };
}

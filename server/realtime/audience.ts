import { COUNT_ONLY_ID, type RealtimeServerMessage } from '../../contracts/realtime';
import type { ChangeEvent } from './publish';

export type Outgoing = { variant: 'full' | 'count'; message: Extract<RealtimeServerMessage, { type: 'change' }> };

const full = (e: ChangeEvent): Outgoing => ({
  variant: 'full',
  message: { type: 'change', table: e.table, event: e.type, id: e.id, ...(e.record ? { record: e.record } : {}) },
});
/** That something of this table changed, and nothing else: enough to refresh counts and lists. */
const countOnly = (e: ChangeEvent): Outgoing => ({ variant: 'count', message: { type: 'change', table: e.table, event: e.type, id: COUNT_ONLY_ID } });

/**
 * What one signed-in user may receive of a change, or null. The publisher names the audience;
 * this enforces it and adds table rules on top so a publisher's mistake cannot leak private rows
 * (issue 24: a payload carries only what that member may read):
 * - notifications: only to the recipient named in both the audience and the record;
 * - profiles: the row only to its owner; others learn that a member joined (for counts) but not
 *   who: the id is withheld;
 * - meetups not yet approved: only to an explicit audience (organiser, venue owner), or to the
 *   organiser named in the record when a publisher wrongly used 'signedIn';
 * - meetups and their discussion sent to everyone signed in (approved ones) are readable only by
 *   Professional Partners and admins (server/meetups/policy.ts canRead): other members learn
 *   only that something changed, without the id or the row;
 * - messages and conversations (issue 26): only to a listed audience (the two members);
 * - meetup_attendees (who attends is private): only to a listed audience, or to the member the
 *   row is about when a publisher wrongly used 'signedIn'.
 * `readsMeetups`: the viewer is a Professional Partner or an admin.
 */
export function messageFor(event: ChangeEvent, userId: string, readsMeetups = true): Outgoing | null {
  const listed = event.audience === 'signedIn' ? null : event.audience.userIds;
  if (listed && !listed.includes(userId)) return null;

  switch (event.table) {
    case 'notifications': {
      if (!listed) return null;
      const owner = event.record?.user_id;
      if (owner !== undefined && owner !== userId) return null;
      return full(event);
    }
    case 'profiles': {
      if (event.id === userId) return full(event);
      return event.type === 'INSERT' ? countOnly(event) : null;
    }
    case 'meetups': {
      const status = event.record?.booking_status;
      if (listed) return full(event);
      if (status !== undefined && status !== 'approved') return event.record?.organizer_id === userId ? full(event) : null;
      return readsMeetups ? full(event) : countOnly(event);
    }
    case 'meetup_comments': {
      if (listed || readsMeetups) return full(event);
      return countOnly(event);
    }
    // Private messages and read marks (issue 26): only to the members the publisher lists, never
    // to everyone signed in, whatever a publisher got wrong.
    case 'messages':
    case 'conversations':
      return listed ? full(event) : null;
    case 'meetup_attendees': {
      if (listed) return full(event);
      return event.record?.user_id === userId ? full(event) : null;
    }
    default:
      return full(event);
  }
}

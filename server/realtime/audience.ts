import type { RealtimeServerMessage } from '../../contracts/realtime';
import type { ChangeEvent } from './publish';

export type Outgoing = { variant: 'full' | 'bare'; message: Extract<RealtimeServerMessage, { type: 'change' }> };

const full = (e: ChangeEvent): Outgoing => ({
  variant: 'full',
  message: { type: 'change', table: e.table, event: e.type, id: e.id, ...(e.record ? { record: e.record } : {}) },
});
const bare = (e: ChangeEvent): Outgoing => ({ variant: 'bare', message: { type: 'change', table: e.table, event: e.type, id: e.id } });

/**
 * What one signed-in user may receive of a change, or null. The publisher names the audience;
 * this enforces it and adds table rules on top so a publisher's mistake cannot leak private rows:
 * - notifications: only to the recipient named in both the audience and the record;
 * - profiles: the row only to its owner; others learn of INSERTs (for counts) without the row;
 * - meetups not yet approved: only to an explicit audience (organiser, venue owner), or to the
 *   organiser named in the record when a publisher wrongly used 'signedIn';
 * - meetup_attendees (who attends is private): only to a listed audience, or to the member the
 *   row is about when a publisher wrongly used 'signedIn'.
 */
export function messageFor(event: ChangeEvent, userId: string): Outgoing | null {
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
      return event.type === 'INSERT' ? bare(event) : null;
    }
    case 'meetups': {
      const status = event.record?.booking_status;
      if (listed || status === undefined || status === 'approved') return full(event);
      return event.record?.organizer_id === userId ? full(event) : null;
    }
    case 'meetup_attendees': {
      if (listed) return full(event);
      return event.record?.user_id === userId ? full(event) : null;
    }
    default:
      return full(event);
  }
}

import type { Db, Tx } from '../db/client';
import { queueTemplateEmail } from '../email/email-user';
import { meetupFactsOf } from '../email/facts-loader';
import type { EmailTransport } from '../email/transport';
import type { MeetupRow } from './presenter';

export type CommandDeps = { db: Db; emailTransport: EmailTransport; appName: string; origin: string };

/**
 * Queues a template email to a member inside the command's transaction: it is sent only if the
 * action commits, by the durable email worker (with retries), honouring their preferences.
 */
export function queueMeetupEmail(
  tx: Tx,
  deps: Pick<CommandDeps, 'appName' | 'origin'>,
  input:
    | { userId: string; type: 'venue_booking' | 'booking_approved' | 'meetup_reminder'; meetup: MeetupRow }
    | { userId: string; type: 'booking_rejected'; meetup: MeetupRow; reason: string }
    | { userId: string; type: 'full_capacity'; meetup: MeetupRow; recipient: 'venue_owner' | 'organizer' },
) {
  const ctx = { appName: deps.appName, origin: deps.origin };
  const meetup = meetupFactsOf(input.meetup);
  switch (input.type) {
    case 'booking_rejected':
      return queueTemplateEmail(tx, ctx, { userId: input.userId, type: 'booking_rejected', data: { meetup, rejection_reason: input.reason } });
    case 'full_capacity':
      return queueTemplateEmail(tx, ctx, { userId: input.userId, type: 'full_capacity', data: { meetup, recipient: input.recipient } });
    default:
      return queueTemplateEmail(tx, ctx, { userId: input.userId, type: input.type, data: { meetup } });
  }
}

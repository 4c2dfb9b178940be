import type { AlternativeVenueDto } from '../../contracts/bookings';
import type { Db, Tx } from '../db/client';
import { queueTemplateEmail } from '../email/email-user';
import { meetupFactsOf } from '../email/facts-loader';
import type { EmailTransport } from '../email/transport';
import type { MeetupRow } from './presenter';

export type CommandDeps = { db: Db; emailTransport: EmailTransport; appName: string; origin: string };

/**
 * Queues a template email to a member inside the command's transaction: it is sent only if the
 * action commits, by the job queue (with retries), honouring their preferences.
 */
export function queueMeetupEmail(
  tx: Tx,
  deps: Pick<CommandDeps, 'appName' | 'origin'>,
  input:
    | { userId: string; type: 'booking_approved'; meetup: MeetupRow }
    | { userId: string; type: 'meetup_reminder'; meetup: MeetupRow; when: string; organising: boolean }
    | { userId: string; type: 'venue_booking'; meetup: MeetupRow; answerBy?: string }
    | { userId: string; type: 'booking_deadline'; meetup: MeetupRow; answerBy: string }
    | { userId: string; type: 'booking_rejected'; meetup: MeetupRow; reason: string; alternatives: AlternativeVenueDto[] }
    | { userId: string; type: 'booking_expired'; meetup: MeetupRow; alternatives: AlternativeVenueDto[] }
    | { userId: string; type: 'full_capacity'; meetup: MeetupRow; recipient: 'venue_owner' | 'organizer' },
) {
  const ctx = { appName: deps.appName, origin: deps.origin };
  const meetup = meetupFactsOf(input.meetup);
  const to = { userId: input.userId };
  switch (input.type) {
    case 'booking_rejected':
      return queueTemplateEmail(tx, ctx, { ...to, type: 'booking_rejected', data: { meetup, rejection_reason: input.reason, alternatives: input.alternatives } });
    case 'booking_expired':
      return queueTemplateEmail(tx, ctx, { ...to, type: 'booking_expired', data: { meetup, alternatives: input.alternatives } });
    case 'venue_booking':
      return queueTemplateEmail(tx, ctx, { ...to, type: 'venue_booking', data: { meetup, answer_by: input.answerBy } });
    case 'booking_deadline':
      return queueTemplateEmail(tx, ctx, { ...to, type: 'booking_deadline', data: { meetup, answer_by: input.answerBy } });
    case 'meetup_reminder':
      return queueTemplateEmail(tx, ctx, { ...to, type: 'meetup_reminder', data: { meetup, when: input.when, organising: input.organising } });
    case 'full_capacity':
      return queueTemplateEmail(tx, ctx, { ...to, type: 'full_capacity', data: { meetup, recipient: input.recipient } });
    default:
      return queueTemplateEmail(tx, ctx, { ...to, type: input.type, data: { meetup } });
  }
}

import type { Db, Tx } from '../db/client';
import { ApiError } from '../errors';
import { removeJobs } from '../jobs/queue';
import { queueJob } from '../jobs/task';
import { meetupTimes } from '../meetups/time';

// A pending request's response deadline (docs/decisions/0020-bookings-deadline.md).
const HOUR = 60 * 60 * 1000;
export const ANSWER_WITHIN_MS = 72 * HOUR;
export const ANSWER_BEFORE_START_MS = 24 * HOUR;
/** The owner is reminded this long before the deadline, when the request has waited that long. */
export const OWNER_REMINDER_LEAD_MS = 24 * HOUR;

export const EXPIRY_KIND = 'booking_expiry';
export const OWNER_REMINDER_KIND = 'booking_deadline_reminder';

type Slot = { date: string; time: string; duration: number; latitude: number | null; longitude: number | null };

/** The earlier of 72 hours after the request and 24 hours before the start. */
export function responseDeadline(slot: Slot, requestedAt: Date): Date {
  const { startsAt } = meetupTimes(slot);
  return new Date(Math.min(requestedAt.getTime() + ANSWER_WITHIN_MS, startsAt.getTime() - ANSWER_BEFORE_START_MS));
}

/**
 * A request that waits for the owner needs time to be answered: one starting less than 24
 * hours ahead would be past its deadline when made, so it is refused (instant-booking venues
 * take such bookings, as they need no answer). Returns the deadline.
 */
export function assertAnswerable(slot: Slot, now = new Date()): Date {
  const deadline = responseDeadline(slot, now);
  if (deadline <= now)
    throw ApiError.say(400, 'booking_too_late', 'api.bookings.tooLate', undefined, { field: 'date' });
  return deadline;
}

const keys = (meetupId: string) => [`${EXPIRY_KIND}:${meetupId}:`, `${OWNER_REMINDER_KIND}:${meetupId}:`];

/** Forgets a request's deadline jobs that have not run: it was decided, cancelled, or re-made. */
export async function dropDeadline(db: Db | Tx, meetupId: string) {
  for (const prefix of keys(meetupId)) await removeJobs(db, prefix);
}

/**
 * Plans a pending request's deadline as durable jobs: the expiry at the deadline, and the
 * owner's reminder 24 hours before it when the request waits longer than that (a shorter wait
 * is covered by the request notice itself, which names the deadline). Keyed by the deadline,
 * so a re-made request gets new jobs and the old ones are dropped first.
 */
export async function queueDeadline(db: Db | Tx, meetupId: string, deadline: Date, now = new Date()) {
  await dropDeadline(db, meetupId);
  const at = deadline.toISOString();
  await queueJob(db, { kind: EXPIRY_KIND, payload: { meetupId, deadline: at }, runAt: deadline, dedupeKey: `${EXPIRY_KIND}:${meetupId}:${at}` });
  const remindAt = new Date(deadline.getTime() - OWNER_REMINDER_LEAD_MS);
  if (remindAt > now)
    await queueJob(db, { kind: OWNER_REMINDER_KIND, payload: { meetupId, deadline: at }, runAt: remindAt, dedupeKey: `${OWNER_REMINDER_KIND}:${meetupId}:${at}` });
}

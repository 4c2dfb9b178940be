import { COMMENTS_PER_MINUTE } from '../../contracts/community';
import { FOLLOWS_PER_HOUR } from '../../contracts/follows';
import type { Db } from '../db/client';
import { createLimiter, type LimitRule, type Limiter } from './limiter';

/**
 * Every quota on what sends mail or stores data, in one place (decision 0015). Numbers are set
 * well above what a real member does in a busy week, and low enough that one account cannot
 * flood an inbox or the disk (issue 9: 1,248 emails to one venue owner in a minute).
 */
export const RULES = {
  // send-email: the same address gets at most 3 in 10 minutes (a replayed call, not a new event).
  emailsPerRecipient: { name: 'send-email-recipient', points: 3, durationS: 600, message: 'api.limits.emailsPerRecipient' },
  // ... and one sender sends at most 30 an hour (members send only mail their own actions cause).
  emailsPerSender: { name: 'send-email-sender', points: 30, durationS: 3600, message: 'api.limits.emailsPerSender' },
  // The public contact form: a person writes one or two messages, not dozens.
  // Both checked before the body is read; once over, refused from memory (limiter.ts).
  contactPerIpTenMinutes: { name: 'contact-ip-10min', points: 5, durationS: 600, message: 'api.limits.contactTenMinutes', blockInMemory: true },
  contactPerIpDay: { name: 'contact-ip-day', points: 20, durationS: 86_400, message: 'api.limits.contactDay', blockInMemory: true },
  // The newsletter box: one person subscribes once; a few retries are fine.
  newsletterPerIpTenMinutes: { name: 'newsletter-ip-10min', points: 5, durationS: 600, message: 'api.limits.attemptsTenMinutes', blockInMemory: true },
  newsletterPerIpDay: { name: 'newsletter-ip-day', points: 20, durationS: 86_400, message: 'api.limits.attemptsDay', blockInMemory: true },
  // Confirmation emails to one address, whoever asks: silently capped (the answer never changes).
  newsletterPerAddressDay: { name: 'newsletter-address-day', points: 3, durationS: 86_400 },
  // Uploads: a venue with 12 photos, a logo and a few avatar changes fits many times over.
  uploadsPerMemberDay: { name: 'uploads-member-day', points: 50, durationS: 86_400, message: 'api.limits.uploadsDay' },
  // Bytes as received (before re-encoding): 200 MB a day is 20 files at the default 10 MB maximum.
  uploadBytesPerMemberDay: { name: 'upload-bytes-member-day', points: 200 * 1024 * 1024, durationS: 86_400, message: 'api.limits.uploadBytesDay' },
  // Messages to a meetup's attendees (issue 15): each reaches everyone going, so a few a day.
  announcementsPerMeetupDay: { name: 'announcements-meetup-day', points: 3, durationS: 86_400, message: 'api.limits.announcementsDay' },
  // Meetup discussion (issue 16): a lively conversation is a few comments a minute; ten stops a
  // script from burying a thread (and the organiser's bell) in seconds.
  commentsPerMemberMinute: { name: 'comments-member-minute', points: COMMENTS_PER_MINUTE, durationS: 60, message: 'api.limits.commentsMinute' },
  // Follows (issue 26): a member follows a handful of organisers and venues in a sitting; sixty an
  // hour stops a script from following everyone (each follow is a row and a future notification).
  followsPerMemberHour: { name: 'follows-member-hour', points: FOLLOWS_PER_HOUR, durationS: 3600, message: 'api.limits.followsHour' },
  // Reports (issue 26): a member reports a handful of people in a bad week; a script filing
  // hundreds would bury the moderation queue. Counted per reporter.
  reportsPerMemberHour: { name: 'reports-member-hour', points: 10, durationS: 3600, message: 'api.limits.reportsHour' },
  reportsPerMemberDay: { name: 'reports-member-day', points: 30, durationS: 86_400, message: 'api.limits.reportsDay' },
} satisfies Record<string, LimitRule>;

export type RuleName = keyof typeof RULES;

/**
 * Booking quotas (issue 24, docs/decisions/0038): counted in PostgreSQL by
 * server/limits/booking-quota.ts inside the booking's own transaction, not by the shared limiter,
 * so that two requests at once cannot both take the last place and a refused request counts
 * nothing. Every booking counts, instant or not, and a series counts each of its dates (at most
 * 12), so the numbers are in bookings, not requests.
 */
export const BOOKING_QUOTAS = {
  // An organiser plans a handful of meetups a month: two full series (2 × 12) in an hour is already a lot.
  memberHour: { points: 24, durationS: 3600, message: 'api.limits.bookingsHour' },
  // A day's cap stops a slow drip of 24 an hour from reaching 576 a day.
  memberDay: { points: 48, durationS: 86_400, message: 'api.limits.bookingsDay' },
  // One venue takes at most 24 bookings an hour, however many members ask: each request emails
  // the owner, and an instant booking takes the venue's time without asking.
  venueHour: { points: 24, durationS: 3600, message: 'api.limits.venueBookingsHour' },
} as const;

const byDb = new WeakMap<Db, Record<RuleName, Limiter>>();

/** The limiters of RULES on this database, made once per pool. */
export function limitsOf(db: Db): Record<RuleName, Limiter> {
  let limits = byDb.get(db);
  if (!limits) {
    limits = Object.fromEntries(Object.entries(RULES).map(([k, rule]) => [k, createLimiter(db, rule)])) as Record<RuleName, Limiter>;
    byDb.set(db, limits);
  }
  return limits;
}

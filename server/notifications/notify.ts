import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { notifications, profiles } from '../db/schema/index';
import { publishChange } from '../realtime/publish';
import { presentNotification } from './presenter';
import { queueNotificationPush } from '../push/queue';
import type { MessageId, MessageValues, Translate } from '../../contracts/i18n/messages';
import { asLocale, DEFAULT_LOCALE, type Locale } from '../../contracts/i18n/locales';
import { translator } from '../i18n/translate';


export type NotificationType =
  | 'venue_booking'
  | 'booking_approved'
  | 'booking_rejected'
  | 'booking_expired'
  | 'meetup_reminder'
  | 'attendee_joined'
  | 'attendee_left'
  | 'meetup_full_capacity'
  | 'meetup_cancelled'
  | 'meetup_comment'
  | 'new_venue'
  | 'announcement'
  | 'waitlist_promoted'
  | 'registration_requested'
  | 'registration_approved'
  | 'registration_declined'
  | 'meetup_announcement'
  | 'connection_request'
  | 'connection_accepted'
  | 'followed_meetup'
  // A moderator's warning after a report (issue 26): follows only the `all` switch.
  | 'moderation_warning'
  | 'info';

/** Which notification-preference switch governs a type (docs/product.md §3); others follow only `all`. */
const PREFERENCE_KEY: Partial<Record<NotificationType, string>> = {
  venue_booking: 'venue_booking',
  booking_approved: 'booking_approved',
  booking_rejected: 'booking_rejected',
  // An expired request, like a rejection, is a venue that will not host the meetup.
  booking_expired: 'booking_rejected',
  meetup_full_capacity: 'meetup_full_capacity',
  meetup_cancelled: 'meetup_cancelled',
  meetup_comment: 'meetup_comment',
  announcement: 'announcements',
  // The organiser's message to attendees is an announcement (issue 15).
  meetup_announcement: 'announcements',
  // Someone asks to connect, or accepts (issue 26): one switch for both.
  connection_request: 'connection_requests',
  connection_accepted: 'connection_requests',
  info: 'announcements',
  // A new meetup by an organiser or at a venue the member follows (issue 26).
  followed_meetup: 'followed_meetups',
};

export function allowsNotification(prefs: Record<string, boolean> | null | undefined, type: NotificationType): boolean {
  if (!prefs) return true;
  if (prefs.all === false) return false;
  const key = PREFERENCE_KEY[type];
  return key ? prefs[key] !== false : true;
}

/**
 * A notification's title or message, written in the recipient's language (profiles.locale) when
 * the notification is created (issue 29): a catalogue message, words made with the recipient's
 * translator (several messages, or a value that is itself a message: `(t) => t('…', { name:
 * name || t('api.notices.aMember') })`; `locale` for a date in it), or a text already written
 * (a member's own note).
 * The one way a notification is worded: notify reads the recipient's language with their
 * preferences, in the same query.
 */
export type NotificationText = string | { id: MessageId; values?: MessageValues } | ((t: Translate, locale: Locale) => string);

/**
 * Creates an in-app notification unless the recipient's preferences turn it off, and publishes
 * it to the recipient's live sockets after commit. Returns the row, or null when suppressed.
 */
export async function notify(
  db: Db | Tx,
  input: { userId: string; type: NotificationType; title: NotificationText; message: NotificationText; data?: Record<string, unknown> },
) {
  const [profile] = await db
    .select({ prefs: profiles.notificationPreferences, locale: profiles.locale })
    .from(profiles)
    .where(eq(profiles.id, input.userId));
  if (!profile || !allowsNotification(profile.prefs as Record<string, boolean>, input.type)) return null;
  const locale = asLocale(profile.locale) ?? DEFAULT_LOCALE;
  const t = translator(locale);
  const say = (text: NotificationText) => (typeof text === 'string' ? text : typeof text === 'function' ? text(t, locale) : t(text.id, text.values));
  const [row] = await db
    .insert(notifications)
    .values({ userId: input.userId, type: input.type, title: say(input.title), message: say(input.message), data: input.data ?? {} })
    .returning();
  await publishChange(db, {
    table: 'notifications',
    type: 'INSERT',
    id: row.id,
    audience: { userIds: [row.userId] },
    record: presentNotification(row),
  });
  // To the recipient's devices too, for the types that are pushed (decision 0056), after commit.
  await queueNotificationPush(db, row);
  return row;
}

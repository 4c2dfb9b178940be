import { z } from 'zod';
import type { EmailPreferences, NotificationPreferences } from './profile';
import { PUSH_PREFERENCE_KEYS } from './push';
import { LOCALES } from './i18n/locales';
import { localised } from './i18n/say';

// Preference switches of docs/product.md §3 (all default true) with the labels Settings shows.

export const EMAIL_PREFERENCE_KEYS = ['all', 'venue_booking', 'booking_approved', 'booking_rejected', 'meetup_reminder', 'meetup_cancelled', 'connection_requests', 'announcements', 'followed_meetups', 'unread_messages'] as const;
export const NOTIFICATION_PREFERENCE_KEYS = ['all', 'venue_booking', 'booking_approved', 'booking_rejected', 'meetup_full_capacity', 'meetup_cancelled', 'meetup_comment', 'connection_requests', 'announcements', 'followed_meetups'] as const;

export const EMAIL_PREFERENCE_LABELS: Record<keyof EmailPreferences, { label: string; hint: string }> = localised({
  all: { label: 'All email notifications', hint: 'Turn off to stop every email except account and security messages.' },
  venue_booking: { label: 'Venue booking requests', hint: 'When a professional asks to hold a meetup at one of your venues.' },
  booking_approved: { label: 'Booking approvals', hint: 'When a venue approves your meetup.' },
  booking_rejected: { label: 'Booking rejections', hint: 'When a venue cannot host your meetup, or does not answer in time.' },
  meetup_reminder: { label: 'Meetup reminders', hint: 'The day before a meetup you are attending.' },
  meetup_cancelled: { label: 'Meetup cancellations', hint: 'When a meetup you are attending is cancelled, or the venue cancels one you organise.' },
  connection_requests: { label: 'Connection requests', hint: 'When a member asks to connect with you, or accepts your request.' },
  announcements: { label: 'Announcements and new venues', hint: 'Product news and newly listed venues.' },
  followed_meetups: { label: 'Meetups from people and venues I follow', hint: 'When an organiser, venue or partner you follow has a new meetup.' },
  unread_messages: { label: 'Unread messages', hint: 'When messages wait for you: at most one email every few hours.' },
});

export const NOTIFICATION_PREFERENCE_LABELS: Record<keyof NotificationPreferences, { label: string; hint: string }> = localised({
  all: { label: 'All in-app notifications', hint: 'Turn off to stop new notifications in the bell.' },
  venue_booking: { label: 'Venue booking requests', hint: 'New requests for your venues.' },
  booking_approved: { label: 'Booking approvals', hint: 'When a venue approves your meetup.' },
  booking_rejected: { label: 'Booking rejections', hint: 'When a venue cannot host your meetup, or does not answer in time.' },
  meetup_full_capacity: { label: 'Meetup at full capacity', hint: 'When every place in a meetup is taken.' },
  meetup_cancelled: { label: 'Meetup cancellations', hint: 'When a meetup you are attending, or one at your venue, is cancelled.' },
  meetup_comment: { label: 'Comments on your meetups', hint: 'When someone writes in the discussion of a meetup you organise.' },
  connection_requests: { label: 'Connection requests', hint: 'When a member asks to connect with you, or accepts your request.' },
  announcements: { label: 'Announcements', hint: 'Messages from the Civic Connect team.' },
  followed_meetups: { label: 'Meetups from people and venues I follow', hint: 'When an organiser, venue or partner you follow has a new meetup.' },
});

const partialFlags = <K extends string>(keys: readonly K[]) =>
  z.strictObject(Object.fromEntries(keys.map((k) => [k, z.boolean().optional()])) as Record<K, z.ZodOptional<z.ZodBoolean>>);

/** PATCH /api/profile: own name and preferences (docs/product.md §6 "Users edit their own name, … and preferences"). */
export const profilePatchBody = z.strictObject({
  name: z.string().trim().min(1, { error: 'Enter your name.' }).max(100, { error: 'Use at most 100 characters.' }).optional(),
  email_preferences: partialFlags(EMAIL_PREFERENCE_KEYS).optional(),
  notification_preferences: partialFlags(NOTIFICATION_PREFERENCE_KEYS).optional(),
  /** Settings → Notifications "Push" column (issue 28). */
  push_preferences: partialFlags(PUSH_PREFERENCE_KEYS).optional(),
  /** Settings → Privacy: "Show my profile to other members" (issue 16). */
  show_profile: z.boolean().optional(),
  /** Settings → Privacy (issue 26): who may send me message requests. */
  message_requests_from: z.enum(['met', 'nobody'], { error: 'Choose met or nobody.' }).optional(),
  /** Settings → Privacy (issue 26): "Show my connections on my profile". */
  show_connections: z.boolean().optional(),
  /** Settings → Preferences (issue 29): the member's language; null forgets it (the browser's language is used). */
  locale: z.enum(LOCALES, { error: `Choose one of ${LOCALES.join(', ')}.` }).nullable().optional(),
});
export type ProfilePatch = z.infer<typeof profilePatchBody>;

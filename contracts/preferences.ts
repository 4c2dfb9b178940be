import { z } from 'zod';
import { PUSH_PREFERENCE_KEYS } from './push';
import { LOCALES } from './i18n/locales';

// Preference switches of docs/product.md §3 (all default true); Settings shows their words from the
// `settings` catalogue (web/features/settings/preference-labels.ts).

export const EMAIL_PREFERENCE_KEYS = ['all', 'venue_booking', 'booking_approved', 'booking_rejected', 'meetup_reminder', 'meetup_cancelled', 'connection_requests', 'announcements', 'followed_meetups', 'unread_messages'] as const;
export const NOTIFICATION_PREFERENCE_KEYS = ['all', 'venue_booking', 'booking_approved', 'booking_rejected', 'meetup_full_capacity', 'meetup_cancelled', 'meetup_comment', 'connection_requests', 'announcements', 'followed_meetups'] as const;

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

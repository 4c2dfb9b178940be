import { z } from 'zod';
import { LOCALES } from './i18n/locales';
import { ROLES } from './roles';
import { signInCodeField } from './auth';

export const PASSWORD_TO_CONFIRM_MESSAGE = 'Enter your password to confirm.';
import type { PushPreferences } from './push';

export type EmailPreferences = Record<'all' | 'venue_booking' | 'booking_approved' | 'booking_rejected' | 'meetup_reminder' | 'meetup_cancelled' | 'connection_requests' | 'announcements' | 'followed_meetups' | 'unread_messages', boolean>;
export type NotificationPreferences = Record<'all' | 'venue_booking' | 'booking_approved' | 'booking_rejected' | 'meetup_full_capacity' | 'meetup_cancelled' | 'meetup_comment' | 'connection_requests' | 'announcements' | 'followed_meetups', boolean>;

/** GET /api/profile: docs/product.md §3 profile fields plus the admin flag. */
// Derived from the schema below, so a field added to one is in the other: the response serializer
// drops every field its schema does not name. The preference records keep their exact keys here.
export type ProfileDto = Omit<z.infer<typeof profileDto>, 'email_preferences' | 'notification_preferences' | 'push_preferences'> & {
  email_preferences: EmailPreferences;
  notification_preferences: NotificationPreferences;
  push_preferences: PushPreferences;
};

/** ProfileDto as the API documents and serialises it (preferences: key → on/off). */
export const profileDto = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    avatar: z.string().nullable(),
    role: z.enum(ROLES),
    subscription_status: z.enum(['basic', 'active']),
    subscription_tier: z.enum(ROLES),
    membership_number: z.string(),
    join_date: z.string(),
    created_at: z.string(),
    updated_at: z.string(),
    interests: z.array(z.string()),
    country: z.string().nullable(),
    headline: z.string().nullable().describe('One line under the name on the member profile.'),
    show_profile: z.boolean().describe('"Show my profile to other members" (Settings → Privacy).'),
    message_requests_from: z.enum(['met', 'nobody']).describe('Who may send message requests (Settings → Privacy): people met at meetups, or nobody.'),
    show_connections: z.boolean().describe('"Show my connections on my profile" (Settings → Privacy).'),
    email_preferences: z.record(z.string(), z.boolean()),
    notification_preferences: z.record(z.string(), z.boolean()),
    push_preferences: z.record(z.string(), z.boolean()).describe('Settings → Notifications "Push" column (issue 28): what is pushed to the devices where push is on.'),
    locale: z.enum(LOCALES).nullable().describe('The member\'s language (Settings → Preferences, issue 29): pages and emails in it; null until chosen or known from sign-up.'),
    is_admin: z.boolean(),
  })
  .meta({ id: 'Profile' });

/** PUT /api/profile/about */
export const profileAboutDto = z.object({ interests: z.array(z.string()), country: z.string().nullable(), headline: z.string().nullable() });

/** GET /api/profile/export: "Download my data", everything held about the user (docs/product.md §2). */
// Loose: sections added to the export appear even before they are listed here.
export const dataExportDto = z.looseObject({
  exported_at: z.string(),
  profile: profileDto.nullable(),
  meetups_organised: z.array(z.record(z.string(), z.unknown())),
  meetups_attending: z.array(z.record(z.string(), z.unknown())),
  venues: z.array(z.record(z.string(), z.unknown())),
  venue_ratings: z.array(z.record(z.string(), z.unknown())),
  partner_profile: z.record(z.string(), z.unknown()).nullable(),
  notifications: z.array(z.record(z.string(), z.unknown())),
  emails_sent_to_you: z.array(z.record(z.string(), z.unknown())),
  /** Issue 26: what the member follows (kind, id, followed_at). */
  following: z.array(z.record(z.string(), z.unknown())),
});

// Zod-free, so the web app's first load does not carry zod for them (docs/decisions/0029).
export { toCachedProfile, type CachedProfile } from './cached-profile';

/**
 * DELETE /api/profile: deleting my account, confirmed with my password (asked again) or, for an
 * account without a password (issue 28, decision 0057), a code emailed on request.
 */
export const deleteAccountBody = z
  .object({
    password: z.string().trim().max(200).optional(),
    code: z.string().trim().max(20).optional(),
  });
/** What the delete dialog checks before it sends: the password, or the 6-digit code without one. */
export const deleteAccountForm = (hasPassword: boolean) =>
  z.object({ password: z.string().trim().max(200).optional(), code: z.string().trim().optional() }).superRefine((b, ctx) => {
    if (hasPassword && !b.password) ctx.addIssue({ code: 'custom', path: ['password'], message: PASSWORD_TO_CONFIRM_MESSAGE });
    const code = signInCodeField.safeParse(b.code ?? '');
    if (!hasPassword && !code.success) ctx.addIssue({ code: 'custom', path: ['code'], message: code.error.issues[0]?.message ?? '' });
  });
export type DeleteAccountBody = z.infer<typeof deleteAccountBody>;

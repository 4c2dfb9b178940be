import type { ProfileDto } from '../../contracts/profile';
import { PUSH_PREFERENCE_KEYS } from '../../contracts/push';
import type { profiles } from '../db/schema/index';

export type ProfileRow = typeof profiles.$inferSelect;

/** docs/product.md §3 profile fields, snake_case as the API names them; an explicit allow-list. */
/** Preference keys newer than the column's default: a row without one counts it as on. */
const ADDED_LATER = { connection_requests: true, followed_meetups: true };
const ADDED_LATER_EMAIL = { ...ADDED_LATER, unread_messages: true };
/** Push switches are stored only once changed (the column starts empty): every other one is on. */
const PUSH_ON = Object.fromEntries(PUSH_PREFERENCE_KEYS.map((k) => [k, true]));

export function presentProfile(p: ProfileRow, opts: { isAdmin: boolean }): ProfileDto {
  return {
    id: p.id,
    name: p.name,
    email: p.email,
    avatar: p.avatar,
    // Text columns whose values the database's CHECK constraints keep to these lists.
    role: p.role as ProfileDto['role'],
    subscription_status: p.subscriptionStatus as ProfileDto['subscription_status'],
    subscription_tier: p.subscriptionTier as ProfileDto['subscription_tier'],
    membership_number: p.membershipNumber,
    join_date: p.joinDate.toISOString(),
    created_at: p.createdAt.toISOString(),
    updated_at: p.updatedAt.toISOString(),
    interests: p.interests,
    country: p.country,
    headline: p.headline,
    show_profile: p.showProfile,
    message_requests_from: p.messageRequestsFrom as ProfileDto['message_requests_from'],
    show_connections: p.showConnections,
    // Switches added after a row was written are on until the member turns them off (issue 26).
    email_preferences: { ...ADDED_LATER_EMAIL, ...(p.emailPreferences as object) } as ProfileDto['email_preferences'],
    notification_preferences: { ...ADDED_LATER, ...(p.notificationPreferences as object) } as ProfileDto['notification_preferences'],
    push_preferences: { ...PUSH_ON, ...(p.pushPreferences as object) } as ProfileDto['push_preferences'],
    locale: (p.locale as ProfileDto['locale']) ?? null,
    is_admin: opts.isAdmin,
  };
}

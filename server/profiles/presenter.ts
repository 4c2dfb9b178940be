import type { profiles } from '../db/schema/index';

export type ProfileRow = typeof profiles.$inferSelect;

/** docs/product.md §3 profile fields, snake_case as the API names them; an explicit allow-list. */
export function presentProfile(p: ProfileRow, opts: { isAdmin: boolean }) {
  return {
    id: p.id,
    name: p.name,
    email: p.email,
    avatar: p.avatar,
    role: p.role,
    subscription_status: p.subscriptionStatus,
    subscription_tier: p.subscriptionTier,
    membership_number: p.membershipNumber,
    join_date: p.joinDate.toISOString(),
    created_at: p.createdAt.toISOString(),
    updated_at: p.updatedAt.toISOString(),
    interests: p.interests,
    country: p.country,
    headline: p.headline,
    show_profile: p.showProfile,
    email_preferences: p.emailPreferences,
    notification_preferences: p.notificationPreferences,
    is_admin: opts.isAdmin,
  };
}

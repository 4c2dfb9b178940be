import type { Role } from './roles';

export type EmailPreferences = Record<'all' | 'venue_booking' | 'booking_approved' | 'booking_rejected' | 'meetup_reminder' | 'meetup_cancelled' | 'announcements', boolean>;
export type NotificationPreferences = Record<'all' | 'venue_booking' | 'booking_approved' | 'booking_rejected' | 'meetup_full_capacity' | 'meetup_cancelled' | 'meetup_comment' | 'announcements', boolean>;

/** GET /api/profile: docs/product.md §3 profile fields plus the admin flag. */
export type ProfileDto = {
  id: string;
  name: string;
  email: string;
  avatar: string | null;
  role: Role;
  subscription_status: 'basic' | 'active';
  subscription_tier: Role;
  membership_number: string;
  join_date: string;
  created_at: string;
  updated_at: string;
  interests: string[];
  country: string | null;
  /** One line under the name on the member profile. */
  headline: string | null;
  /** "Show my profile to other members" (Settings → Privacy). */
  show_profile: boolean;
  email_preferences: EmailPreferences;
  notification_preferences: NotificationPreferences;
  is_admin: boolean;
};

/** The client cache form of docs/product.md §3. */
export type CachedProfile = {
  id: string;
  name: string;
  email: string;
  avatar: string | null;
  role: Role;
  subscriptionStatus: 'basic' | 'active';
  subscriptionTier: Role;
  membershipNumber: string;
  joinDate: string;
  isAdmin: boolean;
};

export const toCachedProfile = (p: ProfileDto): CachedProfile => ({
  id: p.id,
  name: p.name,
  email: p.email,
  avatar: p.avatar,
  role: p.role,
  subscriptionStatus: p.subscription_status,
  subscriptionTier: p.subscription_tier,
  membershipNumber: p.membership_number,
  joinDate: p.join_date,
  isAdmin: p.is_admin,
});

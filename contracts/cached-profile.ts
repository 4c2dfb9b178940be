import type { ProfileDto } from './profile';
import type { Role } from './roles';

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

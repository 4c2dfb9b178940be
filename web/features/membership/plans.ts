import { Briefcase, Building2, type LucideIcon } from 'lucide-react';
import { formatPounds } from '../../../contracts/format';
import { TIER_PRICE_PENCE, type MembershipTier } from '../../../contracts/membership';

export type Plan = {
  tier: MembershipTier;
  name: string;
  price: string;
  period: string;
  icon: LucideIcon;
  summary: string;
  /** What the plan unlocks, in the words of docs/product.md §1 and §6. */
  unlocks: string[];
  /** What a member leaves behind when switching away from this plan. */
  switchAway: string;
};

export const PLANS: Plan[] = [
  {
    tier: 'professional',
    name: 'Professional Partner',
    price: formatPounds(TIER_PRICE_PENCE.professional),
    period: 'per year',
    icon: Briefcase,
    summary: 'Host and join meetups anywhere in the world.',
    unlocks: ['Create meetups', 'Nearby search: meetups within 1–50 km', 'Book partner venues for your meetups', 'Browse and join Global Meetups'],
    switchAway: 'Your meetups stay as they are, but you will not be able to create or join meetups until you switch back.',
  },
  {
    tier: 'venue',
    name: 'Venue Partner',
    price: 'Free',
    period: 'to list',
    icon: Building2,
    summary: 'List your spaces and host the community.',
    unlocks: ['List your venues with photos and rates', 'Receive booking requests', 'Approve or reject bookings'],
    switchAway: 'Your venues stay listed, but you will not be able to manage them or answer booking requests until you switch back.',
  },
];

export const planByTier = (tier: MembershipTier) => PLANS.find((p) => p.tier === tier)!;

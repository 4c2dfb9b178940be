import { Briefcase, Building2, type LucideIcon } from 'lucide-react';
import { formatMoney } from '../../../contracts/format';
import type { MessageId } from '../../../contracts/i18n/messages';
import { TIER_PRICE_PENCE, type MembershipTier } from '../../../contracts/membership';
import { activeLocale, t } from '../../lib/i18n';

// The plans' words are message ids (the `app` area), read at render time in the active language.
export type Plan = {
  tier: MembershipTier;
  name: MessageId;
  /** The yearly price in pence; null: free. */
  pricePence: number | null;
  period: MessageId;
  icon: LucideIcon;
  summary: MessageId;
  /** What the plan unlocks, in the words of docs/product.md §1 and §6. */
  unlocks: MessageId[];
  /** What a member leaves behind when switching away from this plan. */
  switchAway: MessageId;
};

export const PLANS: Plan[] = [
  {
    tier: 'professional',
    name: 'nav.professionalPartner',
    pricePence: TIER_PRICE_PENCE.professional,
    period: 'home.tiers.perYear',
    icon: Briefcase,
    summary: 'membership.plan.professionalSummary',
    unlocks: ['membership.plan.createMeetups', 'membership.plan.nearbySearch', 'membership.plan.bookVenues', 'membership.plan.browseJoin'],
    switchAway: 'membership.plan.professionalSwitchAway',
  },
  {
    tier: 'venue',
    name: 'nav.venuePartner',
    pricePence: null,
    period: 'home.tiers.toList',
    icon: Building2,
    summary: 'membership.plan.venueSummary',
    unlocks: ['membership.plan.listVenues', 'membership.plan.receiveRequests', 'membership.plan.approveReject'],
    switchAway: 'membership.plan.venueSwitchAway',
  },
];

export const planByTier = (tier: MembershipTier) => PLANS.find((p) => p.tier === tier)!;

/** "£4.99" (in the active language's way of writing it), or "Free". */
export const planPrice = (plan: Plan): string => (plan.pricePence === null ? t('home.tiers.free') : formatMoney(plan.pricePence, 'GBP', activeLocale()));

import { useQuery } from '@tanstack/react-query';
import type { CancelResultDto, CheckoutResultDto, MembershipConfigDto, MembershipTier, StripeConfirmDto } from '../../../contracts/membership';
import { api } from '../../lib/api';

// One function per endpoint of /api/membership (server/membership/routes.ts).

/** Demo or Stripe checkout, and the prices; the same for everyone, so cached for a while. */
export function useMembershipConfig() {
  return useQuery({ queryKey: ['membership-config'], queryFn: () => api<MembershipConfigDto>('/api/membership/config'), staleTime: 5 * 60_000 });
}

export const startCheckout = (tier: MembershipTier, returnTo: string | null) =>
  api<CheckoutResultDto>('/api/membership/checkout', { body: { tier, ...(returnTo ? { returnTo } : {}) } });

export const cancelMembership = () => api<CancelResultDto>('/api/membership/cancel', { method: 'POST' });

export const confirmStripeCheckout = (sessionId: string) => api<StripeConfirmDto>('/api/membership/stripe-confirm', { body: { session_id: sessionId } });

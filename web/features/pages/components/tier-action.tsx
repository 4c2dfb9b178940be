import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { Badge } from '../../../components/ui/badge';
import { useSession } from '../../../lib/session';
import type { Tier } from './tiers';
import { cn } from '../../../lib/cn';

export type TierAction = { kind: 'link'; to: string; label: string } | { kind: 'current' } | { kind: 'included' };

/** What a visitor can do about a tier: join, upgrade, or nothing because they already have it. */
export function useTierAction(tier: Tier): TierAction {
  const { status, role } = useSession();
  if (status !== 'signedIn') {
    return tier.role === 'basic'
      ? { kind: 'link', to: '/register', label: 'Join for free' }
      : { kind: 'link', to: '/register?returnTo=%2Fupgrade-account', label: 'Register to get started' };
  }
  const current = role ?? 'basic';
  if (current === tier.role) return { kind: 'current' };
  if (tier.role === 'basic') return { kind: 'included' };
  return { kind: 'link', to: `/upgrade-account?plan=${tier.role}`, label: current === 'basic' ? `Upgrade to ${tier.name}` : `Switch to ${tier.name}` };
}

/** The tier's call to action as a full-width button, or a badge when the member already has it. */
export function TierActionButton({ tier, variant = 'primary' }: { tier: Tier; variant?: 'primary' | 'secondary' }) {
  const action = useTierAction(tier);
  if (action.kind === 'current') return <Badge tone="success" className="self-start px-3 py-1 text-sm">Your current plan</Badge>;
  if (action.kind === 'included') return <p className="text-sm text-ink-muted">Included with your membership.</p>;
  return (
    <Link to={action.to} className={buttonClasses(variant, 'lg', cn('h-auto min-h-12 w-full py-2.5 text-center'))}>
      {action.label}
    </Link>
  );
}

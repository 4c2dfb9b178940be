import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { Badge } from '../../../components/ui/badge';
import { useSession } from '../../../lib/session';
import type { Tier } from './tiers';
import { cn } from '../../../lib/cn';
import { t } from '../../../lib/i18n';

export type TierAction = { kind: 'link'; to: string; label: string } | { kind: 'current' } | { kind: 'included' };

/** What a visitor can do about a tier: join, upgrade, or nothing because they already have it. */
export function useTierAction(tier: Tier): TierAction {
  const { status, role } = useSession();
  if (status !== 'signedIn') {
    return tier.role === 'basic'
      ? { kind: 'link', to: '/register', label: t('pages.tiers.joinFree') }
      : { kind: 'link', to: '/register?returnTo=%2Fupgrade-account', label: t('pages.tiers.registerToStart') };
  }
  const current = role ?? 'basic';
  if (current === tier.role) return { kind: 'current' };
  if (tier.role === 'basic') return { kind: 'included' };
  return { kind: 'link', to: `/upgrade-account?plan=${tier.role}`, label: t(current === 'basic' ? 'pages.tiers.upgradeTo' : 'pages.tiers.switchTo', { plan: t(tier.name) }) };
}

/** The tier's call to action as a full-width button, or a badge when the member already has it. */
export function TierActionButton({ tier, variant = 'primary' }: { tier: Tier; variant?: 'primary' | 'secondary' }) {
  const action = useTierAction(tier);
  if (action.kind === 'current') return <Badge tone="success" className="self-start px-3 py-1 text-sm">{t('pages.tiers.currentPlan')}</Badge>;
  if (action.kind === 'included') return <p className="text-sm text-ink-muted">{t('pages.tiers.included')}</p>;
  return (
    <Link to={action.to} className={buttonClasses(variant, 'lg', cn('h-auto min-h-12 w-full py-2.5 text-center'))}>
      {action.label}
    </Link>
  );
}

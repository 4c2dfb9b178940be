import { Briefcase, Building2, Check, UserRound, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { PRICE_PROFESSIONAL_PENCE } from '../../../contracts/constants';
import { formatPounds } from '../../../contracts/format';
import type { MessageId } from '../../../contracts/i18n/messages';
import type { Role } from '../../../contracts/roles';
import { buttonClasses } from '../../components/ui/button';
import { Badge } from '../../components/ui/badge';
import { useSession } from '../../lib/session';
import { cn } from '../../lib/cn';
import { t } from '../../lib/i18n';

// Words are message ids, read in the active language at render time; the price is an amount.
type TierCard = { role: Role; name: MessageId; price: MessageId | { pence: number }; period: MessageId; icon: LucideIcon; points: MessageId[]; page: string };

const TIERS: TierCard[] = [
  { role: 'basic', name: 'nav.basicMember', price: 'home.tiers.free', period: 'home.tiers.forever', icon: UserRound, page: '/basic-member', points: ['home.tiers.basic1', 'home.tiers.basic2', 'home.tiers.basic3'] },
  {
    role: 'professional',
    name: 'nav.professionalPartner',
    price: { pence: PRICE_PROFESSIONAL_PENCE },
    period: 'home.tiers.perYear',
    icon: Briefcase,
    page: '/professional-partner',
    points: ['home.tiers.pro1', 'home.tiers.pro2', 'home.tiers.pro3'],
  },
  { role: 'venue', name: 'nav.venuePartner', price: 'home.tiers.free', period: 'home.tiers.toList', icon: Building2, page: '/venue-partner', points: ['home.tiers.venue1', 'home.tiers.venue2', 'home.tiers.venue3'] },
];

/** Where a tier's button leads for this visitor, or null when they already have it. */
function useTierLink(tier: TierCard): { to: string; label: string } | null {
  const { status, role } = useSession();
  if (status !== 'signedIn') return tier.role === 'basic' ? { to: '/register', label: t('home.tiers.joinFree') } : { to: tier.page, label: t('home.tiers.about', { tier: t(tier.name) }) };
  if ((role ?? 'basic') === tier.role) return null;
  if (tier.role === 'basic') return { to: tier.page, label: t('home.tiers.included') };
  return { to: '/upgrade-account', label: t('home.tiers.become', { tier: t(tier.name) }) };
}

function TierTile({ tier }: { tier: TierCard }) {
  const link = useTierLink(tier);
  const featured = tier.role === 'professional';
  return (
    <li className={cn('flex flex-col rounded-card border bg-surface-raised p-5 shadow-sm', featured ? 'border-brand-500 ring-2 ring-brand-500/30 dark:border-brand-400' : 'border-line')}>
      <tier.icon aria-hidden="true" className="h-7 w-7 text-brand-600 dark:text-brand-300" />
      <h3 className="mt-3 text-lg font-bold text-ink">{t(tier.name)}</h3>
      <p className="mt-1">
        <span className="text-3xl font-extrabold tracking-tight text-ink">{typeof tier.price === 'string' ? t(tier.price) : formatPounds(tier.price.pence)}</span> <span className="text-ink-muted">{t(tier.period)}</span>
      </p>
      <ul className="mt-4 flex-1 space-y-2">
        {tier.points.map((p) => (
          <li key={p} className="flex gap-2 leading-6">
            <Check aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-emerald-600 dark:text-emerald-400" />
            {t(p)}
          </li>
        ))}
      </ul>
      {link ? (
        <Link to={link.to} className={featured ? buttonClasses('primary', 'md', 'mt-5 w-full dark:bg-brand-600 dark:hover:bg-brand-700') : buttonClasses('secondary', 'md', 'mt-5 w-full')}>
          {link.label}
        </Link>
      ) : (
        <Badge tone="success" className="mt-5 self-start px-3 py-1 text-sm">
          {t('home.tiers.current')}
        </Badge>
      )}
    </li>
  );
}

export function TiersSection() {
  return (
    <section aria-labelledby="tiers-title" className="bg-surface py-14 sm:py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2 id="tiers-title" className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
          {t('home.tiers.title')}
        </h2>
        <p className="mt-2 max-w-2xl text-ink-muted">{t('home.tiers.lead')}</p>
        <ul className="mt-8 grid gap-4 md:grid-cols-3">
          {TIERS.map((tier) => (
            <TierTile key={tier.role} tier={tier} />
          ))}
        </ul>
        <Link to="/pricing" className="mt-6 inline-block font-semibold text-brand-700 underline-offset-2 hover:underline dark:text-brand-300">
          {t('home.tiers.compare')}
        </Link>
      </div>
    </section>
  );
}

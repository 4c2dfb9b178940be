import { Briefcase, Building2, Check, UserRound, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { PRICE_PROFESSIONAL_PENCE } from '../../../contracts/constants';
import { formatPounds } from '../../../contracts/format';
import type { Role } from '../../../contracts/roles';
import { buttonClasses } from '../../components/ui/button';
import { Badge } from '../../components/ui/badge';
import { useSession } from '../../lib/session';
import { cn } from '../../lib/cn';

type TierCard = { role: Role; name: string; price: string; period: string; icon: LucideIcon; points: string[]; page: string };

const TIERS: TierCard[] = [
  { role: 'basic', name: 'Basic Member', price: 'Free', period: 'forever', icon: UserRound, page: '/basic-member', points: ['Profile and membership number', 'Browse and rate venues', 'Upgrade any time'] },
  {
    role: 'professional',
    name: 'Professional Partner',
    price: formatPounds(PRICE_PROFESSIONAL_PENCE),
    period: 'per year',
    icon: Briefcase,
    page: '/professional-partner',
    points: ['Create and join meetups', 'Nearby search up to 50 km', 'Book partner venues'],
  },
  { role: 'venue', name: 'Venue Partner', price: 'Free', period: 'to list', icon: Building2, page: '/venue-partner', points: ['List venues with photos and your rate', 'Receive booking requests', 'Approve or reject, with a reason'] },
];

/** Where a tier's button leads for this visitor, or null when they already have it. */
function useTierLink(tier: TierCard): { to: string; label: string } | null {
  const { status, role } = useSession();
  if (status !== 'signedIn') return tier.role === 'basic' ? { to: '/register', label: 'Join for free' } : { to: tier.page, label: `About ${tier.name}` };
  if ((role ?? 'basic') === tier.role) return null;
  if (tier.role === 'basic') return { to: tier.page, label: 'What’s included' };
  return { to: '/upgrade-account', label: `Become a ${tier.name}` };
}

function TierTile({ tier }: { tier: TierCard }) {
  const link = useTierLink(tier);
  const featured = tier.role === 'professional';
  return (
    <li className={cn('flex flex-col rounded-card border bg-surface-raised p-5 shadow-sm', featured ? 'border-brand-500 ring-2 ring-brand-500/30 dark:border-brand-400' : 'border-line')}>
      <tier.icon aria-hidden="true" className="h-7 w-7 text-brand-600 dark:text-brand-300" />
      <h3 className="mt-3 text-lg font-bold text-ink">{tier.name}</h3>
      <p className="mt-1">
        <span className="text-3xl font-extrabold tracking-tight text-ink">{tier.price}</span> <span className="text-ink-muted">{tier.period}</span>
      </p>
      <ul className="mt-4 flex-1 space-y-2">
        {tier.points.map((p) => (
          <li key={p} className="flex gap-2 leading-6">
            <Check aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-emerald-600 dark:text-emerald-400" />
            {p}
          </li>
        ))}
      </ul>
      {link ? (
        <Link to={link.to} className={featured ? buttonClasses('primary', 'md', 'mt-5 w-full dark:bg-brand-600 dark:hover:bg-brand-700') : buttonClasses('secondary', 'md', 'mt-5 w-full')}>
          {link.label}
        </Link>
      ) : (
        <Badge tone="success" className="mt-5 self-start px-3 py-1 text-sm">
          Your current plan
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
          A membership for every role
        </h2>
        <p className="mt-2 max-w-2xl text-ink-muted">Start free. Upgrade when you want to host meetups or list your spaces.</p>
        <ul className="mt-8 grid gap-4 md:grid-cols-3">
          {TIERS.map((t) => (
            <TierTile key={t.role} tier={t} />
          ))}
        </ul>
        <Link to="/pricing" className="mt-6 inline-block font-semibold text-brand-700 underline-offset-2 hover:underline dark:text-brand-300">
          Compare plans and pricing
        </Link>
      </div>
    </section>
  );
}

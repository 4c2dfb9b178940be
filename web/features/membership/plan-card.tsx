import { Check, FlaskConical, LoaderCircle, Lock } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/badge';
import { Button, buttonClasses } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import type { Plan } from './plans';

export type PlanCardProps = {
  plan: Plan;
  /** demo: no payment provider (labelled); stripe: a paid plan goes through Stripe Checkout. */
  mode: 'demo' | 'stripe' | undefined;
  viewer: 'signedOut' | 'loading' | 'basic' | 'member';
  current: boolean;
  highlighted: boolean;
  busy: boolean;
  disabled: boolean;
  onChoose: () => void;
};

/** One membership plan: price, what it unlocks, and its action for this viewer. */
export function PlanCard({ plan, mode, viewer, current, highlighted, busy, disabled, onChoose }: PlanCardProps) {
  const Icon = plan.icon;
  const paid = plan.price !== 'Free';
  const headingId = `plan-${plan.tier}`;
  return (
    <article
      aria-labelledby={headingId}
      className={cn(
        'flex h-full flex-col rounded-card border bg-surface-raised p-5 shadow-sm sm:p-6',
        current ? 'border-emerald-500 dark:border-emerald-600' : highlighted ? 'border-brand-500 ring-2 ring-brand-500/30 dark:border-brand-400' : 'border-line',
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <span aria-hidden="true" className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700 dark:bg-brand-900/50 dark:text-brand-200">
          <Icon className="size-6" />
        </span>
        {current && <Badge tone="success">Your current plan</Badge>}
      </div>
      <h3 id={headingId} className="mt-3 text-lg font-bold text-ink">
        {plan.name}
      </h3>
      <p className="mt-1 flex items-baseline gap-1.5">
        <span className="text-3xl font-extrabold tracking-tight text-ink">{plan.price}</span>
        <span className="text-ink-muted">{plan.period}</span>
      </p>
      <p className="mt-2 text-sm leading-6 text-ink-muted">{plan.summary}</p>
      <p className="mt-4 text-xs font-semibold tracking-wide text-ink-muted uppercase" id={`${headingId}-unlocks`}>
        What it unlocks
      </p>
      <ul className="mt-2 flex-1 space-y-2 text-sm" aria-labelledby={`${headingId}-unlocks`}>
        {plan.unlocks.map((f) => (
          <li key={f} className="flex gap-2 leading-6 text-ink">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-600 dark:text-emerald-400" />
            {f}
          </li>
        ))}
      </ul>
      <div className="mt-5">
        <PlanAction plan={plan} viewer={viewer} current={current} busy={busy} disabled={disabled} mode={mode} onChoose={onChoose} />
        {!current && viewer !== 'signedOut' && <PaymentNote paid={paid} mode={mode} />}
      </div>
    </article>
  );
}

function PlanAction({ plan, viewer, current, busy, disabled, mode, onChoose }: Omit<PlanCardProps, 'highlighted'>) {
  const primary = plan.tier === 'professional';
  if (viewer === 'signedOut') {
    return (
      <Link to="/register?returnTo=%2Fupgrade-account" className={buttonClasses(primary ? 'primary' : 'secondary', 'lg', 'w-full')}>
        Register to upgrade
      </Link>
    );
  }
  if (current) return <p className="text-sm text-ink-muted">You have this plan. Manage it under Your plan above.</p>;
  const verb = viewer === 'member' ? 'Switch to' : 'Upgrade to';
  const goesToStripe = mode === 'stripe' && plan.price !== 'Free';
  return (
    <Button variant={primary ? 'primary' : 'secondary'} size="lg" className="h-auto min-h-12 w-full py-2.5" disabled={disabled || viewer === 'loading'} aria-busy={busy} onClick={onChoose}>
      {busy && <LoaderCircle aria-hidden="true" className="size-5 motion-safe:animate-spin" />}
      {busy ? (goesToStripe ? 'Opening secure checkout…' : 'Upgrading…') : `${verb} ${plan.name}`}
    </Button>
  );
}

function PaymentNote({ paid, mode }: { paid: boolean; mode: 'demo' | 'stripe' | undefined }) {
  if (!paid) return <p className="mt-2 text-center text-sm text-ink-muted">Free: no payment needed.</p>;
  if (mode === 'demo')
    return (
      <p className="mt-2 flex items-center justify-center gap-1.5 text-sm font-medium text-amber-900 dark:text-amber-200">
        <FlaskConical aria-hidden="true" className="size-4 shrink-0" /> Demo checkout: no payment is taken
      </p>
    );
  if (mode === 'stripe')
    return (
      <p className="mt-2 flex items-center justify-center gap-1.5 text-sm text-ink-muted">
        <Lock aria-hidden="true" className="size-4 shrink-0" /> Secure payment by Stripe. Cancel any time.
      </p>
    );
  return null;
}

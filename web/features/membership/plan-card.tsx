import { Check, FlaskConical, LoaderCircle, Lock } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/badge';
import { Button, buttonClasses } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { planPrice, type Plan } from './plans';
import { t } from '../../lib/i18n';

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
  const paid = plan.pricePence !== null;
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
        {current && <Badge tone="success">{t('membership.plan.current')}</Badge>}
      </div>
      <h3 id={headingId} className="mt-3 text-lg font-bold text-ink">
        {t(plan.name)}
      </h3>
      <p className="mt-1 flex items-baseline gap-1.5">
        <span className="text-3xl font-extrabold tracking-tight text-ink">{planPrice(plan)}</span>
        <span className="text-ink-muted">{t(plan.period)}</span>
      </p>
      <p className="mt-2 text-sm leading-6 text-ink-muted">{t(plan.summary)}</p>
      <p className="mt-4 text-xs font-semibold tracking-wide text-ink-muted uppercase" id={`${headingId}-unlocks`}>
        {t('membership.plan.unlocks')}
      </p>
      <ul className="mt-2 flex-1 space-y-2 text-sm" aria-labelledby={`${headingId}-unlocks`}>
        {plan.unlocks.map((f) => (
          <li key={f} className="flex gap-2 leading-6 text-ink">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-600 dark:text-emerald-400" />
            {t(f)}
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
        {t('membership.plan.registerToUpgrade')}
      </Link>
    );
  }
  if (current) return <p className="text-sm text-ink-muted">{t('membership.plan.youHaveIt')}</p>;
  const goesToStripe = mode === 'stripe' && plan.pricePence !== null;
  return (
    <Button variant={primary ? 'primary' : 'secondary'} size="lg" className="h-auto min-h-12 w-full py-2.5" disabled={disabled || viewer === 'loading'} aria-busy={busy} onClick={onChoose}>
      {busy && <LoaderCircle aria-hidden="true" className="size-5 motion-safe:animate-spin" />}
      {busy ? t(goesToStripe ? 'membership.plan.openingCheckout' : 'membership.plan.upgrading') : t(viewer === 'member' ? 'membership.plan.switchTo' : 'membership.plan.upgradeTo', { plan: t(plan.name) })}
    </Button>
  );
}

function PaymentNote({ paid, mode }: { paid: boolean; mode: 'demo' | 'stripe' | undefined }) {
  if (!paid) return <p className="mt-2 text-center text-sm text-ink-muted">{t('membership.plan.freeNoPayment')}</p>;
  if (mode === 'demo')
    return (
      <p className="mt-2 flex items-center justify-center gap-1.5 text-sm font-medium text-amber-900 dark:text-amber-200">
        <FlaskConical aria-hidden="true" className="size-4 shrink-0" /> {t('membership.plan.demoNote')}
      </p>
    );
  if (mode === 'stripe')
    return (
      <p className="mt-2 flex items-center justify-center gap-1.5 text-sm text-ink-muted">
        <Lock aria-hidden="true" className="size-4 shrink-0" /> {t('membership.plan.stripeNote')}
      </p>
    );
  return null;
}

import { Check } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { ROLE_LABELS } from '../../../../contracts/roles';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { buttonClasses } from '../../../components/ui/button';
import { Page } from '../../../components/ui/page';
import { useSession } from '../../../lib/session';
import { Prose, Section } from '../components/section';
import { tierByRole, type Tier } from '../components/tiers';
import { cn } from '../../../lib/cn';

const OPTIONS = [tierByRole('professional'), tierByRole('venue')];

export default function UpgradeAccountPage() {
  const { status, role } = useSession();
  const [params] = useSearchParams();
  const signedIn = status === 'signedIn';
  const blockedPath = params.get('returnTo');

  return (
    <Page title="Upgrade your account" intro="Do more on Civic Connect: host meetups as a Professional Partner, or list your spaces as a Venue Partner.">
      {blockedPath && signedIn && role === 'basic' && (
        <Alert className={cn('mb-6')} title="That page needs an upgraded membership">
          Choose Professional Partner or Venue Partner below to continue.
        </Alert>
      )}
      {signedIn && role && role !== 'basic' && (
        <Alert tone="success" className="mb-6" title={`You are a ${ROLE_LABELS[role]}`}>
          Your membership is active. You can still read about the other option below.
        </Alert>
      )}
      {!signedIn && (
        <Alert className={cn('mb-6')} title="Create a free account first">
          Upgrades are added to a Civic Connect account.{' '}
          <Link to="/login?returnTo=%2Fupgrade-account" className="font-semibold underline">
            Sign in
          </Link>{' '}
          if you already have one.
        </Alert>
      )}

      <Section id="options" title="Choose your membership">
        <ul className="grid gap-5 sm:grid-cols-2">
          {OPTIONS.map((tier) => (
            <li key={tier.role}>
              <OptionCard tier={tier} current={signedIn && role === tier.role} signedIn={signedIn} />
            </li>
          ))}
        </ul>
      </Section>

      <Section id="what-happens" title="What happens when you upgrade">
        <Prose>
          <p>
            Your role changes straight away, your membership becomes active and you receive a new CC membership number with a welcome email. Your name, photo, ratings and
            history stay as they are.
          </p>
          <p>
            You can cancel at any time and return to Basic Member. Read the <Link to="/faqs">FAQs</Link> or <Link to="/contact-us">contact us</Link> if you have questions about
            billing.
          </p>
        </Prose>
      </Section>
    </Page>
  );
}

function OptionCard({ tier, current, signedIn }: { tier: Tier; current: boolean; signedIn: boolean }) {
  const Icon = tier.icon;
  return (
    <article aria-labelledby={`option-${tier.role}`} className="flex h-full flex-col rounded-card border border-line bg-surface-raised p-5 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <span aria-hidden="true" className="flex h-11 w-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700 dark:bg-brand-900/50 dark:text-brand-200">
          <Icon className="h-6 w-6" />
        </span>
        {current && <Badge tone="success">Your current plan</Badge>}
      </div>
      <h3 id={`option-${tier.role}`} className="mt-3 text-lg font-bold text-ink">
        {tier.name}
      </h3>
      <p className="mt-1">
        <span className="text-2xl font-extrabold text-ink">{tier.price}</span> <span className="text-ink-muted">{tier.period}</span>
      </p>
      <p className="mt-2 text-sm leading-6 text-ink-muted">{tier.summary}</p>
      <ul className="mt-4 flex-1 space-y-2 text-sm">
        {tier.features.slice(0, 4).map((f) => (
          <li key={f} className="flex gap-2 leading-6">
            <Check aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-emerald-600 dark:text-emerald-400" />
            {f}
          </li>
        ))}
      </ul>
      {!current && (
        <Link
          to={signedIn ? '/pricing' : '/register?returnTo=%2Fupgrade-account'}
          className={tier.role === 'professional' ? buttonClasses('primary', 'lg', cn('mt-5 w-full')) : buttonClasses('secondary', 'lg', 'mt-5 w-full')}
        >
          {signedIn ? 'See plan details' : 'Register to upgrade'}
        </Link>
      )}
    </article>
  );
}

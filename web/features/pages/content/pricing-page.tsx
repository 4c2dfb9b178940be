import { Check } from 'lucide-react';
import { Link } from 'react-router';
import { Page } from '../../../components/ui/page';
import { cn } from '../../../lib/cn';
import { Prose, Section } from '../components/section';
import { TierActionButton } from '../components/tier-action';
import { professionalPrice, TIERS } from '../components/tiers';
import { t } from '../../../lib/i18n';
import { richText } from '../../../lib/rich-text';

export default function PricingPage() {
  return (
    <Page wide title={t('pages.pricing.title')} intro={t('pages.pricing.intro')}>
      <ul className="grid gap-5 lg:grid-cols-3">
        {TIERS.map((tier) => {
          const featured = tier.role === 'professional';
          const Icon = tier.icon;
          return (
            <li
              key={tier.role}
              id={tier.page.slice(1)}
              aria-labelledby={`tier-${tier.role}`}
              className={cn(
                'flex flex-col rounded-card border bg-surface-raised p-6 shadow-sm',
                featured ? 'border-brand-500 ring-2 ring-brand-500/40 dark:border-brand-400' : 'border-line',
              )}
            >
              <div className="flex items-center justify-between gap-3">
                <span aria-hidden="true" className="inline-flex h-11 w-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700 dark:bg-brand-900/50 dark:text-brand-200">
                  <Icon className="h-6 w-6" />
                </span>
                {featured && <span className="rounded-full bg-accent-500 px-3 py-1 text-xs font-bold text-gray-950">{t('pages.pricing.mostPopular')}</span>}
              </div>
              <h2 id={`tier-${tier.role}`} className="mt-4 text-xl font-bold text-ink">
                {t(tier.name)}
              </h2>
              <p className="mt-1 text-ink-muted">{t(tier.summary)}</p>
              <p className="mt-5 flex items-baseline gap-2">
                <span className="text-4xl font-extrabold tracking-tight text-ink">{t(tier.price, { price: professionalPrice() })}</span>
                <span className="text-ink-muted">{t(tier.period)}</span>
              </p>
              <ul className="mt-5 flex-1 space-y-3" aria-label={t('pages.pricing.features', { plan: t(tier.name) })}>
                {tier.features.map((f) => (
                  <li key={f} className="flex gap-3 leading-6">
                    <Check aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-emerald-600 dark:text-emerald-400" />
                    <span>{t(f)}</span>
                  </li>
                ))}
              </ul>
              <div className="mt-6 flex flex-col gap-3">
                <TierActionButton tier={tier} variant={featured ? 'primary' : 'secondary'} />
                <Link to={tier.page} className="text-center text-sm font-semibold text-brand-700 underline-offset-2 hover:underline dark:text-brand-300">
                  {t('pages.pricing.moreAbout', { plan: t(tier.name) })}
                </Link>
              </div>
            </li>
          );
        })}
      </ul>

      <div className="mx-auto mt-14 max-w-3xl">
        <Section id="billing" title={t('pages.pricing.billing')}>
          <Prose>
            <p>{t('pages.pricing.billing1', { price: professionalPrice() })}</p>
            <p>
              {richText(t('pages.pricing.billing2'), {
                faqs: (words) => <Link to="/faqs">{words}</Link>,
                contact: (words) => <Link to="/contact-us">{words}</Link>,
              })}
            </p>
          </Prose>
        </Section>
      </div>
    </Page>
  );
}

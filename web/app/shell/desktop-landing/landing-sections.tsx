import { Bell, Building2, CalendarDays, Check, ClipboardCheck, Globe2, MapPin, Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';
import { activeLocale, t } from '../../../lib/i18n';
import { formatMoney } from '../../../../contracts/format';
import type { MessageId } from '../../../../contracts/i18n/messages';
import { TIER_PRICE_PENCE } from '../../../../contracts/membership';

function Section({ id, title, intro, children, tinted }: { id: string; title: string; intro: string; children: ReactNode; tinted?: boolean }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={cn('scroll-mt-20 py-20', tinted && 'border-y border-line bg-surface-raised')}>
      <div className="mx-auto max-w-7xl px-8">
        <h2 id={`${id}-title`} className="text-3xl font-bold tracking-tight text-ink">
          {title}
        </h2>
        <p className="mt-3 max-w-2xl text-lg text-ink-muted">{intro}</p>
        <div className="mt-10">{children}</div>
      </div>
    </section>
  );
}

// Message ids (the `app` area), read at render time.
const FEATURES = [
  { Icon: CalendarDays, title: 'landing.app.meetupsTitle', text: 'landing.app.meetupsText' },
  { Icon: Building2, title: 'landing.app.venuesTitle', text: 'landing.app.venuesText' },
  { Icon: MapPin, title: 'landing.app.nearbyTitle', text: 'landing.app.nearbyText' },
  { Icon: Bell, title: 'landing.app.loopTitle', text: 'landing.app.loopText' },
] as const;

export function TheAppSection() {
  return (
    <Section id="the-app" title={t('landing.nav.theApp')} intro={t('landing.app.intro')}>
      <ul className="grid grid-cols-4 gap-5">
        {FEATURES.map(({ Icon, title, text }) => (
          <li key={title} className="rounded-card border border-line bg-surface-raised p-6 shadow-sm">
            <span className="flex size-11 items-center justify-center rounded-xl bg-brand-100 text-brand-800 dark:bg-brand-900/60 dark:text-brand-100">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <h3 className="mt-4 font-semibold text-ink">{t(title)}</h3>
            <p className="mt-2 text-sm leading-relaxed text-ink-muted">{t(text)}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

const VENUE_POINTS = [
  { Icon: ClipboardCheck, text: 'landing.venues.approve' },
  { Icon: Globe2, text: 'landing.venues.partnerPage' },
  { Icon: Building2, text: 'landing.venues.rates' },
  { Icon: Star, text: 'landing.venues.ratings' },
] as const;

export function VenuesSection() {
  return (
    <Section id="venues" title={t('landing.venues.title')} intro={t('landing.venues.intro')} tinted>
      <ul className="grid grid-cols-2 gap-x-10 gap-y-6">
        {VENUE_POINTS.map(({ Icon, text }) => (
          <li key={text} className="flex items-start gap-4">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-emerald-100 text-emerald-800 dark:bg-emerald-900/50 dark:text-emerald-200">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <p className="pt-2 text-ink">{t(text)}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

type LandingPlan = { name: MessageId; pricePence: number | null; note: MessageId; featured?: boolean; features: MessageId[] };
const PLANS: LandingPlan[] = [
  { name: 'nav.basicMember', pricePence: null, note: 'landing.pricing.forEveryone', features: ['landing.pricing.basic1', 'landing.pricing.basic2', 'landing.pricing.basic3'] },
  {
    name: 'nav.professionalPartner',
    pricePence: TIER_PRICE_PENCE.professional,
    note: 'home.tiers.perYear',
    featured: true,
    features: ['landing.hero.badgeMeetups', 'landing.pricing.pro2', 'landing.pricing.pro3', 'landing.pricing.pro4'],
  },
  // Same price and promises as /pricing (web/features/pages/components/tiers.ts).
  { name: 'nav.venuePartner', pricePence: null, note: 'home.tiers.toList', features: ['landing.pricing.venue1', 'landing.pricing.venue2', 'landing.pricing.venue3'] },
];

export function PricingSection() {
  return (
    <Section id="pricing" title={t('landing.nav.pricing')} intro={t('landing.pricing.intro')}>
      <ul className="grid grid-cols-3 gap-5">
        {PLANS.map((plan) => (
          <li key={plan.name} className={cn('relative rounded-card border bg-surface-raised p-6 shadow-sm', plan.featured ? 'border-brand-500 ring-2 ring-brand-500/30' : 'border-line')}>
            {plan.featured && <span className="absolute -top-3 start-6 rounded-full bg-brand-700 px-3 py-0.5 text-xs font-semibold text-white dark:bg-brand-600">{t('landing.pricing.popular')}</span>}
            <h3 className="font-semibold text-ink">{t(plan.name)}</h3>
            <p className="mt-3 flex min-h-10 flex-wrap items-baseline gap-x-1.5">
              <span className="text-3xl font-extrabold tracking-tight text-ink">{plan.pricePence === null ? t('home.tiers.free') : formatMoney(plan.pricePence, 'GBP', activeLocale())}</span>
              <span className="text-sm whitespace-nowrap text-ink-muted">{t(plan.note)}</span>
            </p>
            <ul className="mt-5 space-y-2.5 text-sm text-ink">
              {plan.features.map((f) => (
                <li key={f} className="flex items-start gap-2">
                  <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-600 dark:text-emerald-400" />
                  {t(f)}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function AboutSection() {
  return (
    <Section id="about" title={t('landing.nav.about')} intro={t('landing.about.intro')} tinted>
      <div className="grid max-w-5xl grid-cols-2 gap-10 leading-relaxed text-ink-muted">
        <p>{t('landing.about.story')}</p>
        <p>{t('landing.about.today')}</p>
      </div>
    </Section>
  );
}

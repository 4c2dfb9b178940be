import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card';
import { Page } from '../../../components/ui/page';
import { Section, Steps } from './section';
import { TierActionButton } from './tier-action';
import { professionalPrice, type Tier } from './tiers';
import type { MessageId } from '../../../../contracts/i18n/messages';
import { t } from '../../../lib/i18n';
import { richText } from '../../../lib/rich-text';

type Props = {
  tier: Tier;
  intro: string;
  audience: { title: MessageId; body: MessageId }[];
  steps: { title: string; body: ReactNode }[];
  children?: ReactNode;
};

/** Shared layout for /basic-member, /professional-partner and /venue-partner. */
export function TierPage({ tier, intro, audience, steps, children }: Props) {
  const Icon = tier.icon;
  return (
    <Page title={t(tier.name)} intro={intro}>
      <Card className="flex flex-col gap-5 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-center gap-4">
          <span aria-hidden="true" className="flex h-14 w-14 shrink-0 items-center justify-center rounded-2xl bg-brand-700 text-white dark:bg-brand-500">
            <Icon className="h-7 w-7" />
          </span>
          <p>
            <span className="block text-3xl font-extrabold tracking-tight text-ink">{t(tier.price, { price: professionalPrice() })}</span>
            <span className="text-ink-muted">{t(tier.period)}</span>
          </p>
        </div>
        <div className="flex flex-col gap-2 sm:w-72">
          <TierActionButton tier={tier} />
        </div>
      </Card>

      <Section id="included" title={t('pages.tiers.whatsIncluded')} className="mt-10">
        <ul className="grid gap-3 sm:grid-cols-2">
          {tier.features.map((f) => (
            <li key={f} className="flex gap-3 rounded-xl border border-line bg-surface-raised p-4 leading-6">
              <Check aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-emerald-600 dark:text-emerald-400" />
              <span>{t(f)}</span>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="who" title={t('pages.tiers.whoFor')}>
        <ul className="grid gap-4 sm:grid-cols-3">
          {audience.map((a) => (
            <li key={a.title}>
              <Card className="h-full p-4">
                <h3 className="font-semibold text-ink">{t(a.title)}</h3>
                <p className="mt-1 text-sm leading-6 text-ink-muted">{t(a.body)}</p>
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="start" title={t('pages.tiers.gettingStarted')}>
        <Steps steps={steps} />
      </Section>

      {children}

      <p className="mt-12 text-center text-ink-muted">
        {richText(t('pages.tiers.notSure'), {
          link: (words) => (
            <Link to="/pricing" className="font-semibold text-brand-700 underline dark:text-brand-300">
              {words}
            </Link>
          ),
        })}
      </p>
    </Page>
  );
}

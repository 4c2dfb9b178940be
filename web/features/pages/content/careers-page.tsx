import { Clock, Laptop, MapPin, Sparkles } from 'lucide-react';
import type { MessageId } from '../../../../contracts/i18n/messages';
import { formatMoney } from '../../../../contracts/format';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { Page } from '../../../components/ui/page';
import { activeLocale, t } from '../../../lib/i18n';
import { richText } from '../../../lib/rich-text';
import { BulletList, Prose, Section } from '../components/section';

const CAREERS_EMAIL = 'careers@civicconnect.example';
/** The yearly learning budget, in pence. */
const LEARNING_BUDGET_PENCE = 100_000;

type Role = { key: string; title: MessageId; team: MessageId; place: MessageId; hours: MessageId; body: MessageId };

const roles: Role[] = [
  { key: 'engineer', title: 'pages.careers.engineer', team: 'pages.careers.engineerTeam', place: 'pages.careers.remoteUk', hours: 'pages.careers.fullTime', body: 'pages.careers.engineerBody' },
  { key: 'partnerships', title: 'pages.careers.partnerships', team: 'pages.careers.partnershipsTeam', place: 'pages.careers.hybridManchester', hours: 'pages.careers.fullTime', body: 'pages.careers.partnershipsBody' },
  { key: 'support', title: 'pages.careers.support', team: 'pages.careers.supportTeam', place: 'pages.careers.remoteUk', hours: 'pages.careers.partTime', body: 'pages.careers.supportBody' },
];

export default function CareersPage() {
  const budget = formatMoney(LEARNING_BUDGET_PENCE, 'GBP', activeLocale());
  return (
    <Page title={t('pages.careers.title')} intro={t('pages.careers.intro')}>
      <Section id="why" title={t('pages.careers.working')} icon={Sparkles}>
        <BulletList items={[t('pages.careers.perk1'), t('pages.careers.perk2'), t('pages.careers.perk3', { amount: budget }), t('pages.careers.perk4')]} />
      </Section>

      <Section id="roles" title={t('pages.careers.openRoles')}>
        <ul className="space-y-4">
          {roles.map((r) => (
            <li key={r.key}>
              <Card>
                <Badge tone="neutral">{t(r.team)}</Badge>
                <h3 className="mt-2 text-lg font-semibold text-ink">{t(r.title)}</h3>
                <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-muted">
                  <span className="inline-flex items-center gap-1.5">
                    <MapPin aria-hidden="true" className="h-4 w-4" />
                    {t(r.place)}
                  </span>
                  <span className="inline-flex items-center gap-1.5">
                    <Clock aria-hidden="true" className="h-4 w-4" />
                    {t(r.hours)}
                  </span>
                </p>
                <p className="mt-3 leading-7 text-ink-muted">{t(r.body)}</p>
                <a
                  href={`mailto:${CAREERS_EMAIL}?subject=${encodeURIComponent(t('pages.careers.applicationSubject', { role: t(r.title) }))}`}
                  className="mt-3 inline-block font-semibold text-brand-700 underline-offset-2 hover:underline dark:text-brand-300"
                >
                  {t('pages.careers.applyFor', { role: t(r.title) })}
                </a>
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="apply" title={t('pages.careers.howToApply')} icon={Laptop}>
        <Prose>
          <p>{richText(t('pages.careers.howToApplyBody', { email: CAREERS_EMAIL }), { mail: (words) => <a href={`mailto:${CAREERS_EMAIL}`}>{words}</a> })}</p>
          <p>{t('pages.careers.speculative')}</p>
        </Prose>
      </Section>
    </Page>
  );
}

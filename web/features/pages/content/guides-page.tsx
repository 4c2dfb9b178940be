import { Building2, CalendarPlus } from 'lucide-react';
import { Card } from '../../../components/ui/card';
import { Page } from '../../../components/ui/page';
import { Section, Steps } from '../components/section';
import { GUIDES, type Guide } from './guides-data';
import { helpLinkParts } from '../../../components/help-links';
import { t } from '../../../lib/i18n';
import { richText } from '../../../lib/rich-text';

export default function GuidesPage() {
  const organisers = GUIDES.filter((g) => g.audience === 'organisers');
  const venues = GUIDES.filter((g) => g.audience === 'venues');
  return (
    <Page title={t('pages.guides.title')} intro={t('pages.guides.intro')}>
      <nav aria-label={t('pages.guides.onThisPage')} className="mb-8 flex flex-wrap gap-2">
        {GUIDES.map((g) => (
          <a key={g.id} href={`#${g.id}`} className="rounded-full border border-line bg-surface-raised px-3 py-1.5 text-sm font-medium text-ink hover:border-brand-400">
            {t(g.title)}
          </a>
        ))}
      </nav>
      <Section id="organisers" title={t('pages.guides.forOrganisers')} icon={CalendarPlus}>
        <GuideList guides={organisers} />
      </Section>
      <Section id="venues" title={t('pages.guides.forVenues')} icon={Building2}>
        <GuideList guides={venues} />
      </Section>
      <p className="mt-12 text-ink-muted">
        {richText(t('pages.guides.needMoreHelp'), helpLinkParts)}
      </p>
    </Page>
  );
}

function GuideList({ guides }: { guides: Guide[] }) {
  return (
    <div className="space-y-5">
      {guides.map((g) => (
        <Card key={g.id} id={g.id} className="scroll-mt-24">
          <h3 className="text-lg font-semibold text-ink">{t(g.title)}</h3>
          <p className="mt-1 leading-7 text-ink-muted">{t(g.summary)}</p>
          <Steps className="mt-4" steps={g.steps.map((s) => ({ title: t(s.title), body: t(s.body) }))} />
          {g.tip && (
            <p className="mt-4 rounded-xl bg-brand-50 px-4 py-3 text-sm leading-6 text-brand-900 dark:bg-brand-900/40 dark:text-brand-100">
              {richText(t('pages.guides.tip', { tip: t(g.tip) }), { b: (words) => <strong>{words}</strong> })}
            </p>
          )}
        </Card>
      ))}
    </div>
  );
}

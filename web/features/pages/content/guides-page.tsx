import { Building2, CalendarPlus } from 'lucide-react';
import { Card } from '../../../components/ui/card';
import { Page } from '../../../components/ui/page';
import { Section, Steps } from '../components/section';
import { GUIDES, type Guide } from './guides-data';
import { FaqsOrContactUs } from '../../../components/help-links';

export default function GuidesPage() {
  const organisers = GUIDES.filter((g) => g.audience === 'organisers');
  const venues = GUIDES.filter((g) => g.audience === 'venues');
  return (
    <Page title="Guides" intro="Practical, step-by-step help for organising great meetups and running a popular venue on Civic Connect.">
      <nav aria-label="Guides on this page" className="mb-8 flex flex-wrap gap-2">
        {GUIDES.map((g) => (
          <a key={g.id} href={`#${g.id}`} className="rounded-full border border-line bg-surface-raised px-3 py-1.5 text-sm font-medium text-ink hover:border-brand-400">
            {g.title}
          </a>
        ))}
      </nav>
      <Section id="organisers" title="For organisers" icon={CalendarPlus}>
        <GuideList guides={organisers} />
      </Section>
      <Section id="venues" title="For venues" icon={Building2}>
        <GuideList guides={venues} />
      </Section>
      <p className="mt-12 text-ink-muted">
        Need more help? Read the{' '}
        <FaqsOrContactUs />
      </p>
    </Page>
  );
}

function GuideList({ guides }: { guides: Guide[] }) {
  return (
    <div className="space-y-5">
      {guides.map((g) => (
        <Card key={g.id} id={g.id} className="scroll-mt-24">
          <h3 className="text-lg font-semibold text-ink">{g.title}</h3>
          <p className="mt-1 leading-7 text-ink-muted">{g.summary}</p>
          <Steps className="mt-4" steps={g.steps} />
          {g.tip && (
            <p className="mt-4 rounded-xl bg-brand-50 px-4 py-3 text-sm leading-6 text-brand-900 dark:bg-brand-900/40 dark:text-brand-100">
              <strong>Tip:</strong> {g.tip}
            </p>
          )}
        </Card>
      ))}
    </div>
  );
}

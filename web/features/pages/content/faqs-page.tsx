import { ChevronDown } from 'lucide-react';
import { Accordion } from 'radix-ui';
import { Page } from '../../../components/ui/page';
import { CtaBand } from '../components/cta-band';
import { Section } from '../components/section';
import { FAQ_GROUPS } from './faq-data';

export default function FaqsPage() {
  return (
    <Page title="Frequently asked questions" intro="Quick answers about membership, meetups, venues and your account. Select a question to show its answer.">
      {FAQ_GROUPS.map((group) => (
        <Section key={group.id} id={group.id} title={group.title}>
          <Accordion.Root type="single" collapsible className="divide-y divide-line overflow-hidden rounded-card border border-line bg-surface-raised">
            {group.items.map((item, i) => (
              <Accordion.Item key={item.q} value={`${group.id}-${i}`}>
                <Accordion.Header asChild>
                  <h3>
                    <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-ink hover:bg-surface-sunken focus-visible:-outline-offset-4">
                      {item.q}
                      <ChevronDown aria-hidden="true" className="h-5 w-5 shrink-0 text-ink-muted transition-transform duration-200 group-data-[state=open]:rotate-180" />
                    </Accordion.Trigger>
                  </h3>
                </Accordion.Header>
                <Accordion.Content className="px-5 pb-5 leading-7 text-ink-muted">{item.a}</Accordion.Content>
              </Accordion.Item>
            ))}
          </Accordion.Root>
        </Section>
      ))}
      <CtaBand title="Still have a question?" primary={{ to: '/contact-us', label: 'Contact us' }} secondary={{ to: '/help-center', label: 'Visit the Help Centre' }}>
        Our support team replies within two working days.
      </CtaBand>
    </Page>
  );
}

import { ChevronDown } from 'lucide-react';
import { Accordion } from 'radix-ui';
import { Page } from '../../../components/ui/page';
import { CtaBand } from '../components/cta-band';
import { Section } from '../components/section';
import { FAQ_GROUPS } from './faq-data';
import { t } from '../../../lib/i18n';
import { professionalPrice } from '../components/tiers';

export default function FaqsPage() {
  return (
    <Page title={t('pages.faq.title')} intro={t('pages.faq.intro')}>
      {FAQ_GROUPS.map((group) => (
        <Section key={group.id} id={group.id} title={t(group.title)}>
          <Accordion.Root type="single" collapsible className="divide-y divide-line overflow-hidden rounded-card border border-line bg-surface-raised">
            {group.items.map((item, i) => (
              <Accordion.Item key={item.q} value={`${group.id}-${i}`}>
                <Accordion.Header asChild>
                  <h3>
                    <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-start font-semibold text-ink hover:bg-surface-sunken focus-visible:-outline-offset-4">
                      {t(item.q)}
                      <ChevronDown aria-hidden="true" className="h-5 w-5 shrink-0 text-ink-muted transition-transform duration-200 group-data-[state=open]:rotate-180" />
                    </Accordion.Trigger>
                  </h3>
                </Accordion.Header>
                <Accordion.Content className="px-5 pb-5 leading-7 text-ink-muted">{t(item.a, { price: professionalPrice() })}</Accordion.Content>
              </Accordion.Item>
            ))}
          </Accordion.Root>
        </Section>
      ))}
      <CtaBand
        title={t('pages.faq.stillQuestion')}
        primary={{ to: '/contact-us', label: t('pages.faq.contactUs') }}
        secondary={{ to: '/help-center', label: t('pages.faq.visitHelpCentre') }}
      >
        {t('pages.faq.repliesWithin')}
      </CtaBand>
    </Page>
  );
}

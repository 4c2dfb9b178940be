import { Handshake, Megaphone, ShieldCheck } from 'lucide-react';
import { Card } from '../../../components/ui/card';
import { Page } from '../../../components/ui/page';
import { CtaBand } from '../components/cta-band';
import { IconBubble, Section } from '../components/section';
import { PartnersList } from './partners-list';
import type { MessageId } from '../../../../contracts/i18n/messages';
import { t } from '../../../lib/i18n';

const reasons: { icon: typeof Handshake; title: MessageId; body: MessageId }[] = [
  { icon: Handshake, title: 'pages.partners.terms', body: 'pages.partners.termsBody' },
  { icon: Megaphone, title: 'pages.partners.ownPage', body: 'pages.partners.ownPageBody' },
  { icon: ShieldCheck, title: 'pages.partners.accountable', body: 'pages.partners.accountableBody' },
];

export default function PartnersPage() {
  return (
    <Page
      wide
      title={t('pages.partners.title')}
      intro={t('pages.partners.intro')}
    >
      <Section id="directory" title={t('pages.partners.published')} intro={t('pages.partners.publishedIntro')}>
        <PartnersList />
      </Section>

      <Section id="why" title={t('pages.partners.why')} className="mt-12">
        <ul className="grid gap-4 md:grid-cols-3">
          {reasons.map((r) => (
            <li key={r.title}>
              <Card className="h-full">
                <IconBubble icon={r.icon} />
                <h3 className="mt-3 font-semibold text-ink">{t(r.title)}</h3>
                <p className="mt-1 leading-7 text-ink-muted">{t(r.body)}</p>
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      <CtaBand
        title={t('pages.partners.ctaTitle')}
        primary={{ to: '/venue-partner', label: t('pages.partners.becomeVenuePartner') }}
        secondary={{ to: '/contact-us', label: t('pages.partners.talkToUs') }}
      >
        {t('pages.partners.ctaBody')}
      </CtaBand>
    </Page>
  );
}

import { Building2, LifeBuoy, Mail, Newspaper } from 'lucide-react';
import { Link } from 'react-router';
import { ContactForm } from '../../../components/contact-form';
import { Card } from '../../../components/ui/card';
import { Page } from '../../../components/ui/page';
import { IconBubble, Section } from '../components/section';
import type { MessageId } from '../../../../contracts/i18n/messages';
import { t } from '../../../lib/i18n';
import { richText } from '../../../lib/rich-text';

const routes: { icon: typeof Mail; title: MessageId; body: MessageId; link: { to: string; label: MessageId } }[] = [
  { icon: LifeBuoy, title: 'pages.contact.account', body: 'pages.contact.accountBody', link: { to: '/help-center', label: 'pages.contact.accountLink' } },
  { icon: Building2, title: 'pages.contact.venues', body: 'pages.contact.venuesBody', link: { to: '/venue-partner', label: 'pages.contact.venuesLink' } },
  { icon: Newspaper, title: 'pages.contact.press', body: 'pages.contact.pressBody', link: { to: '/press-kit', label: 'pages.contact.pressLink' } },
];

export default function ContactUsPage() {
  return (
    <Page title={t('pages.contact.title')} intro={t('pages.contact.intro')}>
      <Card className="p-5 sm:p-8">
        <h2 className="mb-5 flex items-center gap-3 text-xl font-bold text-ink">
          <IconBubble icon={Mail} />
          {t('pages.contact.sendMessage')}
        </h2>
        <ContactForm />
        <p className="mt-5 text-sm text-ink-muted">
          {richText(t('pages.contact.privacyNote'), {
            link: (words) => (
              <Link to="/privacy-policy" className="font-semibold text-brand-700 underline dark:text-brand-300">
                {words}
              </Link>
            ),
          })}
        </p>
      </Card>

      <Section id="other-ways" title={t('pages.contact.otherWays')}>
        <ul className="grid gap-4 sm:grid-cols-3">
          {routes.map((r) => (
            <li key={r.title}>
              <Card className="h-full p-4">
                <IconBubble icon={r.icon} />
                <h3 className="mt-3 font-semibold text-ink">{t(r.title)}</h3>
                <p className="mt-1 text-sm leading-6 text-ink-muted">{t(r.body)}</p>
                <Link to={r.link.to} className="mt-3 inline-block text-sm font-semibold text-brand-700 underline-offset-2 hover:underline dark:text-brand-300">
                  {t(r.link.label)}
                </Link>
              </Card>
            </li>
          ))}
        </ul>
      </Section>
    </Page>
  );
}

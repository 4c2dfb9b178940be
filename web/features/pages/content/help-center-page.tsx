import { BookOpen, CircleHelp, CreditCard, HeartHandshake, type LucideIcon, Mail, ShieldCheck, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { Page } from '../../../components/ui/page';
import { IconBubble, Section } from '../components/section';
import type { MessageId } from '../../../../contracts/i18n/messages';
import { t } from '../../../lib/i18n';

type Topic = { icon: LucideIcon; title: MessageId; body: MessageId; to: string; label: MessageId };

const topics: Topic[] = [
  { icon: BookOpen, title: 'pages.help.guides', body: 'pages.help.guidesBody', to: '/guides', label: 'pages.help.guidesLink' },
  { icon: CircleHelp, title: 'pages.help.faqs', body: 'pages.help.faqsBody', to: '/faqs', label: 'pages.help.faqsLink' },
  { icon: Mail, title: 'pages.help.contact', body: 'pages.help.contactBody', to: '/contact-us', label: 'pages.help.contactLink' },
  { icon: ShieldCheck, title: 'pages.help.safety', body: 'pages.help.safetyBody', to: '/safety-security', label: 'pages.help.safetyLink' },
  { icon: HeartHandshake, title: 'pages.help.guidelines', body: 'pages.help.guidelinesBody', to: '/community-guidelines', label: 'pages.help.guidelinesLink' },
  { icon: CreditCard, title: 'pages.help.billing', body: 'pages.help.billingBody', to: '/pricing', label: 'pages.help.billingLink' },
];

const quick: { to: string; label: MessageId }[] = [
  { to: '/forgot-password', label: 'pages.help.quick.resetPassword' },
  { to: '/upgrade-account', label: 'pages.help.quick.upgrade' },
  { to: '/how-it-works', label: 'pages.help.quick.approvals' },
  { to: '/gdpr-compliance', label: 'pages.help.quick.data' },
];

export default function HelpCenterPage() {
  return (
    <Page wide title={t('pages.help.title')} intro={t('pages.help.intro')}>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {topics.map((topic) => (
          <li key={topic.to}>
            <Link
              to={topic.to}
              className="group flex h-full flex-col rounded-card border border-line bg-surface-raised p-5 shadow-sm transition-colors hover:border-brand-400 focus-visible:border-brand-500"
            >
              <IconBubble icon={topic.icon} />
              <h2 className="mt-3 text-lg font-semibold text-ink">{t(topic.title)}</h2>
              <p className="mt-1 flex-1 leading-7 text-ink-muted">{t(topic.body)}</p>
              <span className="mt-3 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 group-hover:underline dark:text-brand-300">
                {t(topic.label)}
                <span aria-hidden="true">→</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>

      <Section id="popular" title={t('pages.help.popular')} icon={Sparkles} className="mt-12">
        <ul className="grid gap-3 sm:grid-cols-2">
          {quick.map((q) => (
            <li key={q.to}>
              <Link to={q.to} className="flex min-h-12 items-center rounded-xl border border-line bg-surface-raised px-4 py-3 font-medium text-ink hover:border-brand-400">
                {t(q.label)}
              </Link>
            </li>
          ))}
        </ul>
      </Section>
    </Page>
  );
}

import { BookOpen, CircleHelp, CreditCard, HeartHandshake, type LucideIcon, Mail, ShieldCheck, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { Page } from '../../../components/ui/page';
import { IconBubble, Section } from '../components/section';

type Topic = { icon: LucideIcon; title: string; body: string; to: string; label: string };

const topics: Topic[] = [
  { icon: BookOpen, title: 'Guides', body: 'Step-by-step help for creating meetups, booking venues and running your venue listings.', to: '/guides', label: 'Read the guides' },
  { icon: CircleHelp, title: 'FAQs', body: 'Short answers about membership, pending bookings, nearby search, reminders and your data.', to: '/faqs', label: 'Browse the FAQs' },
  { icon: Mail, title: 'Contact us', body: 'Cannot find what you need? Send the support team a message and we will reply within two working days.', to: '/contact-us', label: 'Send a message' },
  { icon: ShieldCheck, title: 'Safety and security', body: 'How we protect your account, and how to stay safe when meeting people in person.', to: '/safety-security', label: 'Stay safe' },
  { icon: HeartHandshake, title: 'Community guidelines', body: 'What we expect from organisers, attendees and venues, and what happens when things go wrong.', to: '/community-guidelines', label: 'Read the guidelines' },
  { icon: CreditCard, title: 'Plans and billing', body: 'Compare Basic Member, Professional Partner and Venue Partner, and learn how upgrades work.', to: '/pricing', label: 'See pricing' },
];

const quick = [
  { to: '/forgot-password', label: 'Reset my password' },
  { to: '/upgrade-account', label: 'Upgrade my account' },
  { to: '/how-it-works', label: 'How bookings are approved' },
  { to: '/gdpr-compliance', label: 'Download or delete my data' },
];

export default function HelpCenterPage() {
  return (
    <Page wide title="Help Centre" intro="Find answers, learn how Civic Connect works, or get in touch with our support team.">
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {topics.map((t) => (
          <li key={t.to}>
            <Link
              to={t.to}
              className="group flex h-full flex-col rounded-card border border-line bg-surface-raised p-5 shadow-sm transition-colors hover:border-brand-400 focus-visible:border-brand-500"
            >
              <IconBubble icon={t.icon} />
              <h2 className="mt-3 text-lg font-semibold text-ink">{t.title}</h2>
              <p className="mt-1 flex-1 leading-7 text-ink-muted">{t.body}</p>
              <span className="mt-3 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 group-hover:underline dark:text-brand-300">
                {t.label}
                <span aria-hidden="true">→</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>

      <Section id="popular" title="Popular tasks" icon={Sparkles} className="mt-12">
        <ul className="grid gap-3 sm:grid-cols-2">
          {quick.map((q) => (
            <li key={q.to}>
              <Link to={q.to} className="flex min-h-12 items-center rounded-xl border border-line bg-surface-raised px-4 py-3 font-medium text-ink hover:border-brand-400">
                {q.label}
              </Link>
            </li>
          ))}
        </ul>
      </Section>
    </Page>
  );
}

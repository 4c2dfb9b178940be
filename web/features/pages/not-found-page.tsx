import { CircleHelp, Compass, Home, Mail } from 'lucide-react';
import { Link } from 'react-router';
import type { MessageId } from '../../../contracts/i18n/messages';
import { buttonClasses } from '../../components/ui/button';
import { Page } from '../../components/ui/page';
import { t, useAppMessages } from '../../lib/i18n';
import { usePageMeta } from '../../lib/page-meta';

const ELSEWHERE: { to: string; label: MessageId; icon: typeof Mail }[] = [
  { to: '/help-center', label: 'pages.notFound.helpCentre', icon: CircleHelp },
  { to: '/how-it-works', label: 'pages.notFound.howItWorks', icon: Compass },
  { to: '/contact-us', label: 'pages.notFound.contactUs', icon: Mail },
];

export default function NotFoundPage() {
  // Shown on core routes too (/m/:id, any unknown address): its words are in the pages area.
  useAppMessages();
  usePageMeta(t('pages.notFound.title'));
  return (
    <Page title={t('pages.notFound.title')} intro={t('pages.notFound.intro')}>
      <Link to="/" className={buttonClasses('primary', 'lg')}>
        <Home aria-hidden="true" className="h-5 w-5" />
        {t('pages.notFound.goHome')}
      </Link>
      <nav aria-label={t('pages.notFound.otherPlaces')} className="mt-10">
        <p className="text-sm font-semibold text-ink-muted">{t('pages.notFound.tryThese')}</p>
        <ul className="mt-3 grid gap-3 sm:grid-cols-3">
          {ELSEWHERE.map(({ to, label, icon: Icon }) => (
            <li key={to}>
              <Link to={to} className="flex min-h-12 items-center gap-3 rounded-xl border border-line bg-surface-raised px-4 py-3 font-medium text-ink hover:border-brand-400">
                <Icon aria-hidden="true" className="h-5 w-5 text-brand-700 dark:text-brand-300" />
                {t(label)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </Page>
  );
}

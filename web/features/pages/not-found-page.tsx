import { CircleHelp, Compass, Home, Mail } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { Page } from '../../components/ui/page';
import { usePageMeta } from '../../lib/page-meta';

const ELSEWHERE = [
  { to: '/help-center', label: 'Help Centre', icon: CircleHelp },
  { to: '/how-it-works', label: 'How it works', icon: Compass },
  { to: '/contact-us', label: 'Contact us', icon: Mail },
];

export default function NotFoundPage() {
  usePageMeta('Page not found');
  return (
    <Page title="Page not found" intro="The page you were looking for does not exist or has moved.">
      <Link to="/" className={buttonClasses('primary', 'lg')}>
        <Home aria-hidden="true" className="h-5 w-5" />
        Go to Home
      </Link>
      <nav aria-label="Other places to try" className="mt-10">
        <p className="text-sm font-semibold text-ink-muted">Or try one of these pages</p>
        <ul className="mt-3 grid gap-3 sm:grid-cols-3">
          {ELSEWHERE.map(({ to, label, icon: Icon }) => (
            <li key={to}>
              <Link to={to} className="flex min-h-12 items-center gap-3 rounded-xl border border-line bg-surface-raised px-4 py-3 font-medium text-ink hover:border-brand-400">
                <Icon aria-hidden="true" className="h-5 w-5 text-brand-700 dark:text-brand-300" />
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </Page>
  );
}

import { Home, LogIn, ShieldAlert } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { PageSkeleton } from '../../components/ui/skeleton';
import { t } from '../../lib/i18n';
import { useSession } from '../../lib/session';

export type AdminAccess = 'checking' | 'admin' | 'denied';

/** Whether the viewer is an admin; 'checking' while the session or profile is still loading. */
export function useAdminAccess(): AdminAccess {
  const { status, session, profile, profileLoading, isAdmin } = useSession();
  if (isAdmin) return 'admin';
  if (status === 'loading' || (session && !profile && profileLoading)) return 'checking';
  return 'denied';
}

/** docs/product.md §2: what a non-admin sees on an admin page. */
export function AdminAccessRequired() {
  const location = useLocation();
  const returnTo = encodeURIComponent(location.pathname);
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center px-4 py-16 text-center sm:py-24">
      <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-amber-100 text-amber-800 dark:bg-amber-900/50 dark:text-amber-200">
        <ShieldAlert aria-hidden="true" className="size-7" />
      </span>
      <h1 className="mt-5 text-2xl font-bold tracking-tight text-ink sm:text-3xl">{t('admin.access.title')}</h1>
      <p className="mt-3 text-ink-muted">{t('admin.access.text')}</p>
      <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        <Link to="/" className={buttonClasses('secondary')}>
          <Home aria-hidden="true" className="size-4" /> {t('admin.access.home')}
        </Link>
        <Link to={`/login?returnTo=${returnTo}`} className={buttonClasses('primary')}>
          <LogIn aria-hidden="true" className="size-4" /> {t('admin.access.login')}
        </Link>
      </div>
    </div>
  );
}

/** Renders the page for admins, a skeleton while checking, the access screen otherwise. */
export function AdminOnly({ children }: { children: React.ReactNode }) {
  const access = useAdminAccess();
  if (access === 'checking') return <PageSkeleton />;
  if (access === 'denied') return <AdminAccessRequired />;
  return <>{children}</>;
}

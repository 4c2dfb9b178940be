import { BellRing, LogIn, LogOut, Settings, UserPlus, UserRound, Users } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { Dialog, SheetContent } from '../../components/ui/dialog';
import { cn } from '../../lib/cn';
import { useSession } from '../../lib/session';
import { helpLinks, membershipLinks, primaryLinks, roleLinks, type NavLink } from './nav-links';
import { ThemeToggle } from './theme-toggle';
import { useIsLinkActive } from './use-link-active';
import { useViewer } from './use-viewer';
import { ViewerIdentity } from './viewer-identity';
import { t } from '../../lib/i18n';

function LinkList({ title, links, onNavigate }: { title: string; links: NavLink[]; onNavigate: () => void }) {
  const isActive = useIsLinkActive();
  if (links.length === 0) return null;
  return (
    <section aria-label={title} className="px-3 py-2">
      <h2 className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-ink-muted uppercase">{title}</h2>
      <ul>
        {links.map((link) => {
          const active = isActive(link);
          const Icon = link.icon;
          return (
            <li key={link.to}>
              <Link
                to={link.to}
                onClick={onNavigate}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'flex min-h-12 items-center gap-3 rounded-xl px-3 font-medium text-ink hover:bg-surface-sunken',
                  active && 'bg-brand-50 text-brand-800 hover:bg-brand-100 dark:bg-brand-900/50 dark:text-brand-100 dark:hover:bg-brand-900/70',
                )}
              >
                <Icon aria-hidden="true" className={cn('size-5 text-ink-muted', active && 'text-current')} />
                {link.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/**
 * The menu below 1024px (docs/product.md §2): the same links as the bar and user menu, in a side
 * sheet. Its button lives in the bar (nav-bar.tsx MobileMenuButton), which loads this with the
 * first wish to open it (decision 0078) and gets the focus back when it closes.
 */
export function MobileMenuSheet({ open, onOpenChange, returnFocus }: { open: boolean; onOpenChange: (open: boolean) => void; returnFocus: () => void }) {
  const { signOut } = useSession();
  const viewer = useViewer();
  const close = () => onOpenChange(false);

  const account: NavLink[] = viewer.signedIn
    ? [
        { to: '/profile', label: t('shell.viewProfile'), icon: UserRound },
        { to: '/connections', label: t('shell.connections'), icon: Users },
        { to: '/following', label: t('shell.following'), icon: BellRing },
        { to: '/settings', label: t('shell.settings'), icon: Settings },
      ]
    : [];
  const tools = roleLinks(viewer).filter((l) => l.to !== '/upgrade-account');

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <SheetContent
        title={t('shell.menu')}
        data-testid="mobile-menu"
        closeLabel={t('shell.closeMenu')}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocus();
        }}
      >
        {viewer.signedIn ? (
          <ViewerIdentity className="mx-3 mt-3 flex items-start gap-3 rounded-2xl bg-surface-sunken p-4" />
        ) : (
          <div className="grid grid-cols-2 gap-2 px-6 pt-4">
            <Link to="/login" onClick={close} className={buttonClasses('secondary', 'md')}>
              <LogIn aria-hidden="true" className="size-4" />
              {t('shell.signIn')}
            </Link>
            <Link to="/register" onClick={close} className={buttonClasses('primary', 'md')}>
              <UserPlus aria-hidden="true" className="size-4" />
              {t('shell.register')}
            </Link>
          </div>
        )}
        <nav aria-label={t('shell.mobileNav')}>
          <LinkList title={t('shell.explore')} links={primaryLinks(viewer)} onNavigate={close} />
          <LinkList title={t('shell.yourTools')} links={tools} onNavigate={close} />
          <LinkList title={t('shell.account')} links={account} onNavigate={close} />
          {/* Logged out, the navigation is (docs/product.md §2) Home, About, Partners, Sign In and Register only. */}
          {viewer.signedIn && <LinkList title={t('shell.membership')} links={membershipLinks()} onNavigate={close} />}
          {viewer.signedIn && <LinkList title={t('shell.helpSupport')} links={helpLinks()} onNavigate={close} />}
        </nav>
        <div className="border-t border-line px-3 py-3">
          <ThemeToggle variant="row" />
          {viewer.signedIn && (
            <button
              type="button"
              onClick={() => void signOut()}
              className="flex min-h-12 w-full items-center gap-3 rounded-xl px-3 text-left font-medium text-red-700 hover:bg-red-50 dark:text-red-300 dark:hover:bg-red-950/50"
            >
              <LogOut aria-hidden="true" className="size-5" />
              {t('shell.signOut')}
            </button>
          )}
        </div>
      </SheetContent>
    </Dialog>
  );
}

import { lazy, Suspense, useEffect, useRef, useState, type ComponentProps } from 'react';
import { Menu } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { NAV_SOLID_SCROLL_PX } from '../../../contracts/constants';
import { buttonClasses } from '../../components/ui/button';
import { AfterFirstRender } from '../../lib/after-first-render';
import { cn } from '../../lib/cn';
import { whenIdle } from '../../lib/idle';
import { preloadable } from '../../lib/preloadable';
import type { MobileMenuSheet as MobileMenuSheetType } from './mobile-menu';
import { Brand } from './brand';
import { primaryLinks, roleLinks } from './nav-links';
import { ThemeToggle } from './theme-toggle';
import { useIsLinkActive } from './use-link-active';
import { useScrolledPast } from './use-scrolled';
import { useViewer } from './use-viewer';
import { t } from '../../lib/i18n';

// Loaded after the first paint, not with it (issue 13, "small first load"): the menus' dialog
// and dropdown code, and the notification centre with its live connection, which only members
// see. The bar keeps their room meanwhile.
// The phone menu's sheet loads on the first wish to open it or once the page is idle (decision 0078).
const MobileMenuSheet = preloadable<ComponentProps<typeof MobileMenuSheetType>>(() => import('./mobile-menu').then((m) => ({ default: m.MobileMenuSheet })));
const UserMenu = lazy(() => import('./user-menu').then((m) => ({ default: m.UserMenu })));
const BellArea = lazy(() => import('./notification-bell-slot').then((m) => ({ default: m.BellArea })));
const MessagesLink = lazy(() => import('./messages-link').then((m) => ({ default: m.MessagesLink })));

/**
 * The phone menu's button: part of the first render (the server renders it, no code to wait for);
 * the sheet it opens comes with the first touch, hover or focus, or when the page is idle.
 */
function MobileMenuButton() {
  const [open, setOpen] = useState(false);
  // Mounted from the first open on, so the sheet can play its closing animation.
  const [wanted, setWanted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  useEffect(() => setOpen(false), [pathname]);
  // A chunk that fails to load now is loaded again when the sheet renders (its lazy part).
  const preload = () => void MobileMenuSheet.preload().catch(() => undefined);
  useEffect(() => whenIdle(preload), []);
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-label={t('shell.openMenu')}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-testid="mobile-menu-trigger"
        onPointerEnter={preload}
        onPointerDown={preload}
        onFocus={preload}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        className="inline-flex size-11 items-center justify-center rounded-xl text-ink hover:bg-surface-sunken"
      >
        <Menu aria-hidden="true" className="size-6" />
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <MobileMenuSheet open={open} onOpenChange={setOpen} returnFocus={() => button.current?.focus()} />
        </Suspense>
      )}
    </>
  );
}

const linkBase = 'inline-flex min-h-11 items-center gap-2 rounded-xl px-2.5 text-sm font-semibold whitespace-nowrap transition-colors xl:px-3';
const linkIdle = 'text-ink-muted hover:bg-surface-sunken hover:text-ink';
const linkActive = 'bg-brand-50 text-brand-800 dark:bg-brand-900/50 dark:text-brand-100';

/** Top bar (docs/product.md §2 Navigation bar): transparent at the top, solid after scrolling 20px. The shell makes it sticky. */
export function NavBar() {
  const viewer = useViewer();
  const solid = useScrolledPast(NAV_SOLID_SCROLL_PX);
  const isActive = useIsLinkActive();
  const tools = roleLinks(viewer);

  return (
    <header
      data-testid="nav-bar"
      data-solid={solid}
      className={cn(
        'relative transition-[background-color,box-shadow,border-color] duration-200',
        solid
          ? 'border-b border-line bg-surface-raised/95 shadow-md shadow-black/5 backdrop-blur-md dark:shadow-black/30'
          : 'border-b border-transparent bg-transparent',
      )}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-3 sm:px-4 lg:gap-4 lg:px-6">
        <Brand compact />
        <nav aria-label={t('shell.mainNav')} className="hidden shrink-0 lg:block">
          <ul className="flex items-center gap-0.5">
            {primaryLinks(viewer).map((link) => (
              <li key={link.to}>
                <Link to={link.to} aria-current={isActive(link) ? 'page' : undefined} className={cn(linkBase, isActive(link) ? linkActive : linkIdle)}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {/* min-w-0: when the row is short of room only the member's name gives way (it truncates). */}
        <div className="ml-auto flex min-w-0 items-center gap-1">
          {tools.length > 0 && (
            <ul aria-label={t('shell.yourTools')} className="mr-1 hidden shrink-0 items-center gap-1 lg:flex">
              {tools.map((link, i) => {
                const Icon = link.icon;
                const first = i === 0;
                return (
                  <li key={link.to}>
                    <Link
                      to={link.to}
                      aria-current={isActive(link) ? 'page' : undefined}
                      title={first ? undefined : link.label}
                      className={first ? buttonClasses('primary', 'md', 'px-3.5 whitespace-nowrap') : cn(linkBase, 'w-11 justify-center px-0 xl:px-0', isActive(link) ? linkActive : linkIdle)}
                    >
                      <Icon aria-hidden="true" className="size-4" />
                      {/* Secondary tools (a venue owner's Add Venue and Manage) show their icon, named by the
                          hidden label and the tooltip: with both labels the bar (at most 1280 px wide) had no
                          room left for the owner's name (issue 27). */}
                      <span className={first ? undefined : 'sr-only'}>{link.label}</span>
                    </Link>
                  </li>
                );
              })}
            </ul>
          )}
          <ThemeToggle className="hidden lg:inline-flex" />
          {viewer.signedIn && (
            <AfterFirstRender fallback={<div className="hidden size-11 lg:block" />}>
              <MessagesLink />
            </AfterFirstRender>
          )}
          {viewer.signedIn && (
            <AfterFirstRender fallback={<div className="size-11" />}>
              <BellArea />
            </AfterFirstRender>
          )}
          {viewer.signedIn ? (
            <div className="hidden min-w-0 lg:block">
              <AfterFirstRender fallback={<div className="h-11 w-24" />}>
                <UserMenu />
              </AfterFirstRender>
            </div>
          ) : (
            <div className="flex items-center gap-1.5">
              <Link to="/login" className={buttonClasses('ghost', 'md', 'hidden lg:inline-flex')}>
                {t('shell.signIn')}
              </Link>
              <Link to="/register" className={buttonClasses('primary', 'md', 'hidden lg:inline-flex')}>
                {t('shell.register')}
              </Link>
              {/* Small screens keep one sign-in shortcut in the bar; the rest lives in the menu. */}
              <Link to="/login" className={buttonClasses('secondary', 'sm', 'h-11 lg:hidden')}>
                {t('shell.signIn')}
              </Link>
            </div>
          )}
          <div className="lg:hidden">
            <MobileMenuButton />
          </div>
        </div>
      </div>
    </header>
  );
}

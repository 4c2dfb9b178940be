import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { PageSkeleton } from '../../components/ui/skeleton';
import { cn } from '../../lib/cn';
import { useSession } from '../../lib/session';
import { AuthStatus } from './auth-status';
import { BottomTabBar } from './bottom-tab-bar';
import { ErrorBoundary } from './error-boundary';
import { ErrorFallback } from './error-fallback';
import { Footer } from './footer';
import { NavBar } from './nav-bar';
import { NetworkBanner } from './network-banner';
import { registerServiceWorker } from './register-sw';
import { SkipLink } from './skip-link';
import { useIsDesktop } from './use-media-query';
import { useInstallPrompt } from './use-install-prompt';
import { isSharedLink } from '../../../contracts/ssr';
import { rememberMemberDesktop, useShellParams } from './use-shell-params';
import { heldLink } from '../../lib/auth-client';
import { HydrateLater } from '../../lib/hydrate-later';

// Only desktop visitors need the landing page (and its QR library): load it on demand.
const DesktopLanding = lazy(() => import('./desktop-landing/desktop-landing'));
// Members only, with the meetups API and nearby search behind it: loaded once signed in.
// Only when an emailed link for another account was opened here (issue 24): loaded on demand.
const SwitchAccountDialog = lazy(() => import('../../features/auth/switch-account-dialog').then((m) => ({ default: m.SwitchAccountDialog })));
// Shown to few visitors, rarely, and never in the first paint: each loads, with its words (the
// `app` area), when it has something to show — not in every visitor's first load (issue 29's budget).
const InstallPrompt = lazy(() => import('./install-prompt').then((m) => ({ default: m.InstallPrompt })));
const ReminderChip = lazy(() => import('./reminder-chip').then((m) => ({ default: m.ReminderChip })));
const ConfirmEmailBanner = lazy(() => import('../../features/auth/confirm-email-banner').then((m) => ({ default: m.ConfirmEmailBanner })));
const QuickActionButton = lazy(() => import('../../features/meetups/quick-action-button').then((m) => ({ default: m.QuickActionButton })));

/**
 * New pages start at the top, as they would on a full page load (hash links excepted). Not on
 * the first render: the page loaded is already where the browser put it, and a server-rendered
 * page may have been scrolled before the app started (docs/decisions/0031).
 */
function useScrollTopOnNavigate() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    if (!window.location.hash) window.scrollTo(0, 0);
  }, [pathname]);
}

/**
 * The app frame (docs/product.md §2 App shell): skip link, screen-reader status line, network banner, bar,
 * page content in <main>, footer, bottom tabs and install prompt; embed=1 hides all chrome, and
 * wide screens get the desktop landing page unless the visitor chose to continue on desktop.
 */
export function AppShell({ children }: { children: ReactNode }) {
  const { embedded, desktopAllowed, allowDesktop } = useShellParams();
  const isDesktop = useIsDesktop();
  const { pathname } = useLocation();
  const { status } = useSession();
  useScrollTopOnNavigate();
  useEffect(registerServiceWorker, []);
  // After the first render: the server's page (and so the first render here) never has one.
  const [switchAsked, setSwitchAsked] = useState(false);
  useEffect(() => setSwitchAsked(Boolean(heldLink)), []);

  // A password-reset link opened on a computer must reach its form, not the landing page; so
  // must a shared meetup (/m/{id}) or partner (/v/{slug}) link, and signing in from it to join
  // stays in the app for the rest of this visit.
  const sharedLink = isSharedLink(pathname);
  const landingExempt = pathname === '/reset-password' || sharedLink;
  useEffect(() => {
    if (sharedLink && !desktopAllowed) allowDesktop(false);
  }, [sharedLink, desktopAllowed, allowDesktop]);
  // A signed-in member using the app on a computer has chosen desktop: not asked again here.
  useEffect(() => {
    if (status === 'signedIn' && isDesktop && desktopAllowed && !embedded) rememberMemberDesktop();
  }, [status, isDesktop, desktopAllowed, embedded]);
  if (isDesktop && !embedded && !desktopAllowed && !landingExempt) {
    return (
      <>
        <SkipLink />
        <AuthStatus />
        <Suspense fallback={<PageSkeleton />}>
          <DesktopLanding onContinue={allowDesktop} />
        </Suspense>
      </>
    );
  }

  const chrome = !embedded;
  const tabBar = chrome && status === 'signedIn';
  // A conversation fills the screen like a messenger: its composer sits on the tab bar, with no
  // footer or quick-action button below or over it.
  const conversation = /^\/messages\/[^/]+/.test(pathname);
  return (
    <div
      data-embedded={embedded || undefined}
      // Room below the content so the fixed tab bar, and the quick-action button above it (5 rem
      // up, 3.5 rem tall), never cover its end (issue 13).
      className={cn('flex min-h-dvh flex-col', tabBar && (conversation ? 'pb-[calc(4rem+env(safe-area-inset-bottom))] lg:pb-0' : 'pb-[calc(9rem+env(safe-area-inset-bottom))] lg:pb-0'))}
    >
      <SkipLink />
      <AuthStatus />
      {chrome && (
        // One sticky block, so a connection problem stays in view while the page scrolls.
        <div className="sticky top-0 z-40 pt-[env(safe-area-inset-top)]">
          <NetworkBanner />
          <NavBar />
        </div>
      )}
      {chrome && status === 'signedIn' && (
        <Suspense fallback={null}>
          <ConfirmEmailBanner />
        </Suspense>
      )}
      {switchAsked && (
        <Suspense fallback={null}>
          <SwitchAccountDialog />
        </Suspense>
      )}
      {/* At least a screen tall, so the footer starts below the fold and does not jump down when
          a page's content arrives after its code (the layout shift Lighthouse measured). */}
      <main id="main-content" tabIndex={-1} className={cn('flex-1 outline-none', !conversation && 'min-h-dvh')}>
        <ErrorBoundary resetKey={pathname} fallback={(error) => <ErrorFallback error={error} inline />}>
          {children}
        </ErrorBoundary>
      </main>
      {chrome && status === 'signedIn' && isDesktop && (
        <Suspense fallback={null}>
          <ReminderChip />
        </Suspense>
      )}
      {chrome && !conversation && (
        <HydrateLater>
          <Footer />
        </HydrateLater>
      )}
      {tabBar && <BottomTabBar />}
      {tabBar && !conversation && (
        <Suspense fallback={null}>
          <QuickActionButton />
        </Suspense>
      )}
      {chrome && <InstallPromptSlot aboveTabBar={tabBar} />}
    </div>
  );
}

/** The install card's state is kept from the start (the browser offers installing once, early); its card loads when there is one to show. */
function InstallPromptSlot({ aboveTabBar }: { aboveTabBar: boolean }) {
  const prompt = useInstallPrompt();
  if (prompt.show === 'none') return null;
  return (
    <Suspense fallback={null}>
      <InstallPrompt aboveTabBar={aboveTabBar} prompt={prompt} />
    </Suspense>
  );
}

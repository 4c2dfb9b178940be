import { Building2, CalendarDays, House, MessageCircle, ShieldCheck, UserRound, type LucideIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { STORAGE_KEYS, TAB_HIGHLIGHT_MS, badgeText } from '../../../contracts/constants';
import { cn } from '../../lib/cn';
import '../../components/ui/motion.css';
import { readStored, writeStored } from './storage';
import { useIsLinkActive } from './use-link-active';
import { usePrefersReducedMotion } from './use-media-query';
import { useMeetupCount } from './use-meetup-count';
import { useViewer } from './use-viewer';
import { useUnreadMessages } from '../../lib/messages';
import { t } from '../../lib/i18n';

// `id` names the tab for tests (data-testid), whatever the language.
type Tab = { to: string; id: string; label: string; icon: LucideIcon; end?: boolean };

/** Plays the one-time 700 ms highlight when meetups first exist, and a bump when the count rises. */
function useBadgeMotion(count: number) {
  const reduced = usePrefersReducedMotion();
  const [spotlight, setSpotlight] = useState(false);
  const [bump, setBump] = useState(0);
  const previous = useRef(count);

  useEffect(() => {
    if (count <= 0 || readStored(STORAGE_KEYS.meetupsTabSpotlight) === '1') return;
    writeStored(STORAGE_KEYS.meetupsTabSpotlight, '1');
    setSpotlight(true);
    const t = setTimeout(() => setSpotlight(false), TAB_HIGHLIGHT_MS);
    return () => clearTimeout(t);
  }, [count]);

  useEffect(() => {
    if (count > previous.current && !reduced) setBump((n) => n + 1);
    previous.current = count;
  }, [count, reduced]);

  return { spotlight, bump };
}

/** Bottom tabs below 1024px for signed-in members (docs/product.md §2 Mobile bottom tab bar). */
export function BottomTabBar() {
  const viewer = useViewer();
  const isActive = useIsLinkActive();
  const count = useMeetupCount();
  const { spotlight, bump } = useBadgeMotion(count);
  const unread = useUnreadMessages().count;

  const tabs: Tab[] = [{ to: '/', id: 'home', label: t('nav.home'), icon: House, end: true }];
  if (viewer.role === 'professional') tabs.push({ to: '/meetups', id: 'meetups', label: t('nav.meetups'), icon: CalendarDays });
  tabs.push(
    { to: '/messages', id: 'messages', label: t('nav.messages'), icon: MessageCircle },
    { to: '/venues', id: 'venues', label: t('nav.venues'), icon: Building2 },
    { to: '/profile', id: 'profile', label: t('nav.profile'), icon: UserRound },
  );
  if (viewer.isAdmin) tabs.push({ to: '/admin', id: 'admin', label: t('nav.admin'), icon: ShieldCheck });

  return (
    <nav
      aria-label={t('shell.tabsNav')}
      data-testid="bottom-tab-bar"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-line bg-surface-raised/95 pb-[env(safe-area-inset-bottom)] shadow-[0_-4px_16px_rgb(0_0_0/0.06)] backdrop-blur lg:hidden"
    >
      <ul className="mx-auto flex h-16 max-w-xl items-stretch">
        {tabs.map((tab) => {
          const active = isActive(tab);
          const Icon = tab.icon;
          const isMeetups = tab.to === '/meetups';
          const isMessages = tab.to === '/messages';
          return (
            <li key={tab.to} className="flex flex-1">
              <Link
                to={tab.to}
                aria-current={active ? 'page' : undefined}
                data-testid={`tab-${tab.id}`}
                style={isMeetups && spotlight ? { animation: `cc-spotlight ${TAB_HIGHLIGHT_MS}ms ease-out` } : undefined}
                data-spotlight={isMeetups && spotlight ? 'true' : undefined}
                className={cn(
                  'relative m-1 flex flex-1 flex-col items-center justify-center gap-0.5 rounded-xl text-xs font-semibold transition-colors',
                  active ? 'text-brand-700 dark:text-brand-300' : 'text-ink-muted hover:bg-surface-sunken hover:text-ink',
                )}
              >
                {active && <span aria-hidden="true" className="absolute top-0 h-1 w-8 rounded-full bg-brand-600 dark:bg-brand-400" />}
                <span className="relative">
                  <Icon aria-hidden="true" className="size-6" strokeWidth={active ? 2.4 : 2} />
                  {isMeetups && count > 0 && (
                    <span
                      key={bump}
                      aria-hidden="true"
                      data-testid="meetups-tab-badge"
                      style={bump ? { animation: 'cc-bump 450ms ease-out' } : undefined}
                      className="absolute -top-1.5 -right-2.5 min-w-5 rounded-full bg-red-600 px-1 text-center text-[11px] leading-5 font-bold text-white ring-2 ring-surface-raised"
                    >
                      {badgeText(count)}
                    </span>
                  )}
                  {isMessages && unread > 0 && (
                    <span
                      aria-hidden="true"
                      data-testid="messages-tab-badge"
                      className="absolute -top-1.5 -right-2.5 min-w-5 rounded-full bg-red-600 px-1 text-center text-[11px] leading-5 font-bold text-white ring-2 ring-surface-raised"
                    >
                      {badgeText(unread)}
                    </span>
                  )}
                </span>
                {tab.label}
                {isMessages && unread > 0 && <span className="sr-only">{t('nav.unreadSuffix', { count: unread })}</span>}
                {isMeetups && count > 0 && <span className="sr-only">{t('nav.meetupsSuffix', { count })}</span>}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

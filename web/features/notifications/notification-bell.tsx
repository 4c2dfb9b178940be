import { Bell } from 'lucide-react';
import { Popover } from 'radix-ui';
import { Suspense, useState } from 'react';
import { badgeText } from '../../../contracts/constants';
import { NotificationPanel } from './notification-panel';
import { NotificationsProvider, useNotifications } from './notifications-provider';
import { RealtimeSync } from './realtime-sync';
import { t, useAppMessages } from '../../lib/i18n';

function BellButton() {
  // The bell shows on the core routes too (`/`), whose first load has only the core's words: the
  // button waits for the network's (a moment after the first paint, like its own code).
  useAppMessages();
  const { unreadCount, unreadCapped, latest, refresh } = useNotifications();
  const [open, setOpen] = useState(false);
  const onOpenChange = (next: boolean) => {
    if (next) refresh();
    setOpen(next);
  };
  const label = t('notifications.bellLabel', { count: unreadCount, capped: unreadCapped ? 'yes' : 'no' });
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Trigger
        aria-label={label}
        data-testid="notification-bell"
        className="relative inline-flex size-11 items-center justify-center rounded-xl text-ink hover:bg-surface-sunken data-[state=open]:bg-surface-sunken"
      >
        <Bell aria-hidden="true" className="size-5" />
        {unreadCount > 0 && (
          <span
            aria-hidden="true"
            data-testid="notification-badge"
            className="absolute top-1 end-0.5 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-[11px] leading-none font-bold text-white ring-2 ring-surface-raised"
          >
            {badgeText(unreadCount)}
          </span>
        )}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          collisionPadding={8}
          aria-label={t('notifications.title')}
          className="z-50 w-[min(24rem,calc(100vw-1rem))] overflow-hidden rounded-2xl border border-line bg-surface-raised text-ink shadow-xl shadow-black/10 outline-none dark:shadow-black/40 origin-[var(--radix-popover-content-transform-origin)] transition-[opacity,scale] duration-150 starting:scale-95 starting:opacity-0"
        >
          <NotificationPanel onNavigate={() => setOpen(false)} />
        </Popover.Content>
      </Popover.Portal>
      {/* New arrivals are announced without moving focus. */}
      <span className="sr-only" role="status" aria-live="polite" data-testid="notification-live">
        {latest ? t('notifications.newArrived', { title: latest.title }) : ''}
      </span>
    </Popover.Root>
  );
}

/** The bell in the navigation bar (docs/product.md §2 Notification panel) with its data and live updates. */
export function NotificationBell() {
  return (
    <NotificationsProvider>
      <RealtimeSync />
      <Suspense fallback={<div className="size-11" />}>
        <BellButton />
      </Suspense>
    </NotificationsProvider>
  );
}

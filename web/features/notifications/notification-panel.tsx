import { BellOff, Settings } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Skeleton } from '../../components/ui/skeleton';
import { t } from '../../lib/i18n';
import { AlertSwitches } from './alert-switches';
import { NotificationItem } from './notification-item';
import { useNotifications } from './notifications-provider';

const headerButton =
  'inline-flex min-h-11 items-center rounded-xl px-3 text-sm font-semibold text-brand-700 hover:bg-surface-sunken disabled:cursor-not-allowed disabled:opacity-50 disabled:hover:bg-transparent dark:text-brand-300';

/** Re-renders every 30 s so 'Just now' becomes '1m ago' while the panel is open. */
function useNow() {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** The notification panel (docs/product.md §2): Mark all read, Clear all, and per item Read and Remove. */
export function NotificationPanel({ onNavigate }: { onNavigate: () => void }) {
  const { notifications, unreadCount, unreadCapped, loading, markRead, markAllRead, remove, clearAll } = useNotifications();
  const now = useNow();
  return (
    <div className="flex max-h-[min(36rem,calc(100dvh-6rem))] flex-col" data-testid="notification-panel">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1 border-b border-line py-2 pe-2 ps-4">
        <div className="me-auto">
          <h2 className="text-base font-semibold text-ink">{t('notifications.title')}</h2>
          <p className="text-xs text-ink-muted">{t('notifications.unreadLine', { count: unreadCount, capped: unreadCapped ? 'yes' : 'no' })}</p>
        </div>
        <button type="button" className={headerButton} onClick={markAllRead} disabled={unreadCount === 0}>
          {t('notifications.markAllRead')}
        </button>
        <button type="button" className={headerButton} onClick={clearAll} disabled={notifications.length === 0}>
          {t('notifications.clearAll')}
        </button>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain">
        {loading ? (
          <div className="space-y-3 p-4" role="status">
            <span className="sr-only">{t('notifications.loading')}</span>
            <Skeleton className="h-14" />
            <Skeleton className="h-14" />
          </div>
        ) : notifications.length === 0 ? (
          <div className="flex flex-col items-center px-6 py-10 text-center">
            <span className="inline-flex size-12 items-center justify-center rounded-full bg-surface-sunken text-ink-muted">
              <BellOff aria-hidden="true" className="size-6" />
            </span>
            <p className="mt-3 font-semibold text-ink">{t('notifications.caughtUp')}</p>
            <p className="mt-1 text-sm text-ink-muted">{t('notifications.emptyText')}</p>
          </div>
        ) : (
          <ul className="divide-y divide-line" aria-label={t('notifications.list')}>
            {notifications.map((n) => (
              <NotificationItem
                key={n.id}
                n={n}
                now={now}
                onRead={() => markRead(n.id)}
                onRemove={() => remove(n.id)}
                onOpen={() => {
                  if (!n.read) markRead(n.id);
                  onNavigate();
                }}
              />
            ))}
          </ul>
        )}
      </div>
      <div className="flex items-center justify-between gap-1 border-t border-line px-2 py-1">
        <AlertSwitches />
        <Link
          to="/settings?tab=general"
          onClick={onNavigate}
          aria-label={t('notifications.settings')}
          title={t('notifications.settings')}
          className="inline-flex size-11 items-center justify-center rounded-xl text-ink-muted hover:bg-surface-sunken hover:text-ink"
        >
          <Settings aria-hidden="true" className="size-5" />
        </Link>
      </div>
    </div>
  );
}

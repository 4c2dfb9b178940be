import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { NOTIFICATION_POLL_MS } from '../../../contracts/constants';
import type { NotificationDto } from '../../../contracts/notifications';
import { useAppBadge } from '../../lib/app-badge';
import { useUnreadMessages } from '../../lib/messages';
import { useRealtimeMessages } from '../../lib/realtime-messages';
import { useSession } from '../../lib/session';
import { alertNewNotification } from './alert';
import {
  clearNotifications,
  fetchNotifications,
  logNotificationError,
  markAllNotificationsRead,
  markNotificationRead,
  NO_NOTIFICATIONS,
  NOTIFICATIONS_KEY,
  type NotificationsData,
  removeNotification,
} from './api';

type NotificationsValue = {
  notifications: NotificationDto[];
  /** Unread across all the member's notifications (the server's count, kept in step with changes made here), not only the listed ones. */
  unreadCount: number;
  /** The server stopped counting at its cap: at least `unreadCount` unread ("1,000+"). */
  unreadCapped: boolean;
  loading: boolean;
  /** The last notification that arrived live, for the screen-reader announcement. */
  latest: NotificationDto | null;
  markRead: (id: string) => void;
  markAllRead: () => void;
  remove: (id: string) => void;
  clearAll: () => void;
  /** Reads the list again (opening the panel): a change that landed before the live stream was listening still shows. */
  refresh: () => void;
};

const NotificationsContext = createContext<NotificationsValue | null>(null);

const unreadIn = (list: NotificationDto[]) => list.filter((n) => !n.read).length;

const useVisibleAndOnline = () => {
  const read = () => document.visibilityState === 'visible' && navigator.onLine;
  const [active, setActive] = useState(read);
  useEffect(() => {
    const update = () => setActive(read());
    document.addEventListener('visibilitychange', update);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      document.removeEventListener('visibilitychange', update);
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return active;
};

/**
 * The signed-in user's notifications (docs/product.md §2, §4, §9): fetched on sign-in, polled every
 * 120 000 ms while online and visible and again on becoming visible, kept live by realtime
 * INSERTs (placed at the top with sound and vibration) and resynced whenever the socket connects.
 * Actions update the list at once; failures are only logged (docs/product.md §8) and the list refetched.
 */
export function NotificationsProvider({ children }: { children: ReactNode }) {
  const qc = useQueryClient();
  const { status, session } = useSession();
  const userId = session?.user.id;
  const active = useVisibleAndOnline();
  const [latest, setLatest] = useState<NotificationDto | null>(null);
  const key = useMemo(() => [...NOTIFICATIONS_KEY, userId ?? 'none'], [userId]);

  const query = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => fetchNotifications(signal),
    enabled: status === 'signedIn' && Boolean(userId),
    refetchInterval: active ? NOTIFICATION_POLL_MS : false,
    refetchIntervalInBackground: false,
    retry: false,
    staleTime: 10_000,
  });
  const { refetch } = query;

  // docs/product.md §9: also fetch when the tab becomes visible again.
  useEffect(() => {
    if (status !== 'signedIn') return;
    const onVisible = () => document.visibilityState === 'visible' && void refetch();
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [status, refetch]);

  // Reads the list again from scratch. A plain invalidation while the first fetch is still in
  // flight (no data yet) joins that fetch instead of starting a new one, and that fetch may have
  // read the table before the socket was listening: rows committed in between would stay hidden.
  const reread = useCallback(() => {
    void qc.cancelQueries({ queryKey: key }).then(() => qc.invalidateQueries({ queryKey: key }));
  }, [qc, key]);

  useRealtimeMessages((msg) => {
    if (msg.type === 'resync') reread();
    if (msg.type !== 'change' || msg.table !== 'notifications') return;
    const record = msg.record as NotificationDto | undefined;
    if (msg.event === 'INSERT' && record && record.user_id === userId) {
      let added = false;
      qc.setQueryData<NotificationsData>(key, (data = NO_NOTIFICATIONS) => {
        if (data.notifications.some((n) => n.id === record.id)) return data;
        added = true;
        return { ...data, notifications: [record, ...data.notifications], unread: data.unread + (record.read ? 0 : 1) };
      });
      if (added) {
        setLatest(record);
        alertNewNotification();
      }
      // A fetch already in flight may have read the table before this row committed and would
      // overwrite the list without it: restart it (the row is committed by the time NOTIFY arrives).
      // (The list has data now, so this invalidation does restart the fetch.)
      if (qc.isFetching({ queryKey: key }) > 0) void qc.invalidateQueries({ queryKey: key });
    } else {
      void qc.invalidateQueries({ queryKey: key });
    }
  });

  const update = useCallback(
    (fn: (list: NotificationDto[]) => NotificationDto[], { all = false } = {}) => {
      // A poll in flight would otherwise land on top of the change the user just made.
      void qc.cancelQueries({ queryKey: key });
      // The unread count moves by what changed among the listed ones; an action on all of them
      // (Mark all read, Clear all) also reaches the unlisted ones, so nothing is left unread.
      qc.setQueryData<NotificationsData>(key, (data = NO_NOTIFICATIONS) => {
        const notifications = fn(data.notifications);
        if (all) return { notifications, unread: unreadIn(notifications), capped: false };
        const unread = Math.max(unreadIn(notifications), data.unread + unreadIn(notifications) - unreadIn(data.notifications));
        return { notifications, unread, capped: data.capped };
      });
    },
    [qc, key],
  );
  const mutation = useMutation({
    mutationFn: (run: () => Promise<unknown>) => run(),
    onError: (err) => {
      logNotificationError('update failed', err);
      void qc.invalidateQueries({ queryKey: key });
    },
  });
  const { mutate } = mutation;

  const value = useMemo<NotificationsValue>(() => {
    const { notifications, unread, capped } = query.data ?? NO_NOTIFICATIONS;
    return {
      notifications,
      unreadCount: Math.max(unread, unreadIn(notifications)),
      unreadCapped: capped,
      loading: query.isPending && status === 'signedIn',
      latest,
      markRead: (id) => {
        update((list) => list.map((n) => (n.id === id ? { ...n, read: true } : n)));
        mutate(() => markNotificationRead(id));
      },
      markAllRead: () => {
        update((list) => list.map((n) => (n.read ? n : { ...n, read: true })), { all: true });
        mutate(markAllNotificationsRead);
      },
      remove: (id) => {
        update((list) => list.filter((n) => n.id !== id));
        mutate(() => removeNotification(id));
      },
      clearAll: () => {
        update(() => [], { all: true });
        mutate(clearNotifications);
      },
      refresh: () => {
        if (status === 'signedIn' && !mutation.isPending) reread();
      },
    };
  }, [query.data, query.isPending, status, latest, update, mutate, reread, mutation.isPending]);
  // The installed app's badge: unread notifications and messages, cleared when read or signed out.
  const messages = useUnreadMessages();
  useAppBadge(status === 'signedIn' ? value.unreadCount + messages.count : 0);

  return <NotificationsContext.Provider value={value}>{children}</NotificationsContext.Provider>;
}

/** The notification centre's state and actions; outside NotificationsProvider it throws (docs/product.md §8). */
export function useNotifications(): NotificationsValue {
  const value = useContext(NotificationsContext);
  if (!value) throw new Error('useNotifications must be used within NotificationsProvider');
  return value;
}

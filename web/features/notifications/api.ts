import type { NotificationDto, NotificationListDto } from '../../../contracts/notifications';
import { api, ApiRequestError, isOffline } from '../../lib/api';

export const NOTIFICATIONS_KEY = ['notifications'] as const;

/**
 * What the notification centre keeps: the newest notifications (the server lists 200) and the
 * member's unread count across all of them, as the server counted it (up to 1,000, `capped` past
 * that; issue 30), so the panel can say "350 unread" or "1,000+ unread" when not all are listed.
 */
export type NotificationsData = { notifications: NotificationDto[]; unread: number; capped: boolean };
export const NO_NOTIFICATIONS: NotificationsData = { notifications: [], unread: 0, capped: false };

const RETRY_DELAYS_MS = [2000, 4000, 8000]; // docs/product.md §8: up to 3 retries, 2 s, 4 s, 8 s (cap 10 s)
const LOG_EVERY_MS = 60_000;
let lastLogged = 0;

/** docs/product.md §8: repeated fetch errors are logged at most once per 60 s. */
export function logNotificationError(what: string, err: unknown) {
  const now = Date.now();
  if (now - lastLogged < LOG_EVERY_MS) return;
  lastLogged = now;
  console.warn(`[notifications] ${what}:`, err instanceof Error ? err.message : err);
}

const isNetworkError = (err: unknown) =>
  isOffline(err) ||
  (!(err instanceof ApiRequestError) &&
  err instanceof Error &&
  (err.message.includes('Failed to fetch') || (err as { code?: string }).code === 'NETWORK_ERROR' || err.name === 'TypeError'));

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => (clearTimeout(timer), reject(signal.reason)), { once: true });
  });

/**
 * GET /api/notifications with docs/product.md §8's retries: network failures are retried up to 3 times
 * (2 s, 4 s, 8 s); when the last retry fails too the list is cleared. Other errors keep the
 * list the user already sees.
 */
export async function fetchNotifications(signal?: AbortSignal): Promise<NotificationsData> {
  for (let attempt = 0; ; attempt++) {
    try {
      const body = await api<NotificationListDto>('/api/notifications', { signal });
      return { notifications: body.notifications, unread: body.unread_count, capped: body.unread_capped };
    } catch (err) {
      if (signal?.aborted) throw err;
      logNotificationError('fetch failed', err);
      if (!isNetworkError(err)) throw err;
      if (attempt >= RETRY_DELAYS_MS.length) return NO_NOTIFICATIONS;
      await sleep(Math.min(RETRY_DELAYS_MS[attempt], 10_000), signal);
    }
  }
}

export const markNotificationRead = (id: string) => api(`/api/notifications/${encodeURIComponent(id)}/read`, { method: 'POST' });
export const markAllNotificationsRead = () => api('/api/notifications/read-all', { method: 'POST' });
export const removeNotification = (id: string) => api(`/api/notifications/${encodeURIComponent(id)}`, { method: 'DELETE' });
export const clearNotifications = () => api('/api/notifications', { method: 'DELETE' });

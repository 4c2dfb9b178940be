import { dateFormat } from '../../../contracts/format';
import type { Role } from '../../../contracts/roles';
import { activeLocale, t } from '../../lib/i18n';

// The network's shared display words (issue 29): dates, relative times, roles and capped counts in
// the active language. en-GB reads exactly as the specification's texts (contracts/format.ts,
// contracts/notifications.ts relativeTime), which the server still uses for its own messages.

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A long date ('22 November 2026' in en-GB) in the active language; a calendar day is that day everywhere. */
export function memberDate(value: string | Date, { weekday = false } = {}): string {
  const isDay = typeof value === 'string' && CALENDAR_DAY.test(value);
  const date = isDay ? new Date(`${value}T00:00:00Z`) : new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  return dateFormat(activeLocale(), { ...(weekday ? { weekday: 'long' as const } : {}), day: 'numeric', month: 'long', year: 'numeric', timeZone: isDay ? 'UTC' : undefined }).format(date);
}

/** docs/product.md §9: 'Just now' under a minute, then 5m ago, 3h ago, 2d ago (in the active language). */
export function relativeTimeText(iso: string, now: number = Date.now()): string {
  const seconds = Math.max(0, Math.floor((now - new Date(iso).getTime()) / 1000));
  if (seconds < 60) return t('network.time.justNow');
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return t('network.time.minutesAgo', { count: minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return t('network.time.hoursAgo', { count: hours });
  return t('network.time.daysAgo', { count: Math.floor(hours / 24) });
}

/** A member's plan (or Administrator) as the active language names it. */
export const roleText = (role: Role | 'admin'): string => t('network.role', { role });

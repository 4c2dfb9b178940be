import type { Role } from '../../../contracts/roles';
import { t } from '../../lib/i18n';

// The network's shared display words (issue 29): relative times, roles and capped counts in the
// active language (dates: contracts/format.ts longDate, which follows it too). en-GB reads exactly
// as the specification's texts (contracts/notifications.ts relativeTime), which the server still
// uses for its own messages.

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

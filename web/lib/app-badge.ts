import { useEffect } from 'react';

type BadgingNavigator = Navigator & { setAppBadge?: (n?: number) => Promise<void>; clearAppBadge?: () => Promise<void> };

/**
 * The installed app's icon badge (issue 28): `count` unread notifications and messages, cleared
 * at 0 (all read, or signed out). Browsers without the Badging API, or an app not installed,
 * simply ignore it.
 */
export function useAppBadge(count: number): void {
  useEffect(() => {
    const nav = navigator as BadgingNavigator;
    if (!nav.setAppBadge || !nav.clearAppBadge) return;
    void (count > 0 ? nav.setAppBadge(count) : nav.clearAppBadge()).catch(() => {});
  }, [count]);
}

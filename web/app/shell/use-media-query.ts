import { useCallback, useSyncExternalStore } from 'react';
import { DESKTOP_MIN_WIDTH } from '../../../contracts/constants';
import { onServer } from '../../lib/on-server';

/** Subscribes to a CSS media query; read synchronously so the first paint is already right. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const mql = window.matchMedia(query);
      mql.addEventListener('change', onChange);
      return () => mql.removeEventListener('change', onChange);
    },
    [query],
  );
  // Preact's useSyncExternalStore has no server snapshot: the server renders the phone layout.
  return useSyncExternalStore(subscribe, () => !onServer && window.matchMedia(query).matches, () => false);
}

/** docs/product.md §9: mobile layout below 1024px, desktop at 1024px and above. */
export const useIsDesktop = () => useMediaQuery(`(min-width: ${DESKTOP_MIN_WIDTH}px)`);
export const usePrefersReducedMotion = () => useMediaQuery('(prefers-reduced-motion: reduce)');

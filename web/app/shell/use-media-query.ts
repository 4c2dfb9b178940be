import { useCallback, useSyncExternalStore } from 'react';
import { DESKTOP_MIN_WIDTH } from '../../../contracts/constants';

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
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches, () => false);
}

/** docs/product.md §9: mobile layout below 1024px, desktop at 1024px and above. */
export const useIsDesktop = () => useMediaQuery(`(min-width: ${DESKTOP_MIN_WIDTH}px)`);
export const usePrefersReducedMotion = () => useMediaQuery('(prefers-reduced-motion: reduce)');

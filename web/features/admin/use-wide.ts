import { useCallback, useSyncExternalStore } from 'react';

/** True at 1024px and wider, where the admin lists show as tables; narrower screens get cards. */
export function useWide(): boolean {
  const query = '(min-width: 1024px)';
  const subscribe = useCallback((onChange: () => void) => {
    const mql = window.matchMedia(query);
    mql.addEventListener('change', onChange);
    return () => mql.removeEventListener('change', onChange);
  }, []);
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches, () => false);
}

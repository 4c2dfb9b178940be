import { useSyncExternalStore } from 'react';
import { onServer } from '../../lib/on-server';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** navigator.onLine, kept current by the browser's online and offline events. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, () => onServer || navigator.onLine, () => true);
}

import { useSyncExternalStore } from 'react';

/**
 * Offline that keeps what you saw (issue 13): the service worker answers the GET requests of the
 * pages a member visits (meetups, venues, the profile…) from the network and keeps a copy; when
 * the network fails it answers with that copy, marked by SAVED_HEADER (vite.config.ts,
 * runtimeCaching). The copies are this member's: they are deleted on every sign-out and every
 * session end, so the next person on the device never sees them.
 */
export const SAVED_API_CACHE = 'cc-saved-api';
export const SAVED_HEADER = 'x-cc-saved';
/** The API paths the worker keeps (the same pattern as in vite.config.ts, which cannot import it). */
const SAVED_PATHS = /^\/api\/(meetups|venues|profile|public\/meetups|partners\/by-slug|stats)(\/|$|\?)/;

let showingSaved = false;
const listeners = new Set<() => void>();
const set = (next: boolean) => {
  if (next === showingSaved) return;
  showingSaved = next;
  listeners.forEach((l) => l());
};

/**
 * api() reports each answer: a saved copy, or a fresh one of a path the worker keeps. (Answers of
 * other paths say nothing: the browser's own HTTP cache may answer those offline.)
 */
export function recordAnswer(path: string, res: Response): void {
  if (res.headers.has(SAVED_HEADER)) set(true);
  else if (SAVED_PATHS.test(path)) set(false);
}

/** True while the latest answer was a saved copy (the banner says "Offline — showing saved data"). */
export function useShowingSavedData(): boolean {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => showingSaved,
    () => false,
  );
}

/** Deletes this device's saved copies (sign-out, session ended). */
export async function forgetSavedData(): Promise<void> {
  set(false);
  if (typeof caches === 'undefined') return;
  await caches.delete(SAVED_API_CACHE).catch(() => false);
}

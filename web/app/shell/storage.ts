// Storage access that never throws: private browsing and blocked storage must not break the shell.
type Store = 'local' | 'session';
const pick = (store: Store) => (store === 'local' ? window.localStorage : window.sessionStorage);

export function readStored(key: string, store: Store = 'local'): string | null {
  try {
    return pick(store).getItem(key);
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: string, store: Store = 'local'): void {
  try {
    pick(store).setItem(key, value);
  } catch {
    // Storage unavailable: the choice lasts for this page view only.
  }
}

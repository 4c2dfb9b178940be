import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '../../../contracts/constants';

// Sound and vibration switches, stored on this device only and on by default (docs/product.md §9).
export type AlertPref = 'sound' | 'vibration';
const KEY: Record<AlertPref, string> = { sound: STORAGE_KEYS.notificationSound, vibration: STORAGE_KEYS.notificationVibration };
const listeners = new Set<() => void>();

export function readAlertPref(pref: AlertPref): boolean {
  try {
    return localStorage.getItem(KEY[pref]) !== 'false';
  } catch {
    return true;
  }
}

export function writeAlertPref(pref: AlertPref, on: boolean) {
  try {
    localStorage.setItem(KEY[pref], String(on));
  } catch {
    // storage blocked: the switch lasts for this page only
  }
  listeners.forEach((l) => l());
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  const onStorage = (e: StorageEvent) => (e.key === KEY.sound || e.key === KEY.vibration) && l();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(l);
    window.removeEventListener('storage', onStorage);
  };
};

export function useAlertPref(pref: AlertPref): [boolean, (on: boolean) => void] {
  const on = useSyncExternalStore(subscribe, () => readAlertPref(pref), () => true);
  return [on, (next) => writeAlertPref(pref, next)];
}

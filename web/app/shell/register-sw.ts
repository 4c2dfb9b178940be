/// <reference types="vite-plugin-pwa/client" />
import { registerSW } from 'virtual:pwa-register';

let registered = false;

/** Registers vite-plugin-pwa's service worker (offline shell, installability); production builds only. */
export function registerServiceWorker(): void {
  if (registered || !import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  registered = true;
  registerSW({ immediate: true });
}

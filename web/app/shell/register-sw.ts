/// <reference types="vite-plugin-pwa/client" />
import { whenIdle } from '../../lib/idle';

let registered = false;

/**
 * Registers vite-plugin-pwa's service worker (offline shell, installability); production builds
 * only. After the page has loaded, when the main thread is idle, with workbox-window fetched
 * then: a visitor's first paint does not wait for work it does not need (issue 13).
 */
export function registerServiceWorker(): void {
  if (registered || !import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  registered = true;
  // A tapped push notification asks a window the worker does not control to open its page (web/public/push-sw.js).
  navigator.serviceWorker.addEventListener('message', (e: MessageEvent<{ type?: string; url?: string }>) => {
    if (e.data?.type !== 'cc:open' || typeof e.data.url !== 'string') return;
    const url = new URL(e.data.url, location.origin);
    if (url.origin === location.origin) location.assign(url.href);
  });
  const start = () => whenIdle(() => void import('virtual:pwa-register').then(({ registerSW }) => registerSW({ immediate: true })));
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

/// <reference types="vite-plugin-pwa/client" />

let registered = false;

/**
 * Registers vite-plugin-pwa's service worker (offline shell, installability); production builds
 * only. After the page has loaded and the main thread is idle, with workbox-window fetched then:
 * a visitor's first paint does not wait for work it does not need (issue 13).
 */
export function registerServiceWorker(): void {
  if (registered || !import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  registered = true;
  const start = () => void import('virtual:pwa-register').then(({ registerSW }) => registerSW({ immediate: true }));
  const whenIdle = () => ('requestIdleCallback' in window ? window.requestIdleCallback(start, { timeout: 3000 }) : setTimeout(start, 0));
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

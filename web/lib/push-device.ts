// This browser's push device as the service worker needs it on `pushsubscriptionchange` (decision
// 0061): the endpoint the server knows, its renewal secret and the VAPID key to subscribe again
// with. Kept in Cache storage, which the page and the worker share (the worker holds no member's
// token); web/public/push-sw.js reads the same cache and key.
const CACHE = 'cc-push-device';
const KEY = '/__push-device';

export type StoredPushDevice = { endpoint: string; secret: string; publicKey: string };

export async function rememberPushDevice(device: StoredPushDevice): Promise<void> {
  if (typeof caches === 'undefined') return;
  const cache = await caches.open(CACHE);
  await cache.put(KEY, new Response(JSON.stringify(device), { headers: { 'content-type': 'application/json' } }));
}

export async function forgetPushDevice(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await caches.delete(CACHE);
}

/* Web Push in the service worker (issue 28, decision 0056); imported by the generated worker
 * (vite.config.ts, workbox.importScripts). Plain script: it runs in the worker, not the app. */

/** A path of this site, never another origin: where tapping the notification leads. */
function ownUrl(path) {
  var url = typeof path === 'string' && path.charAt(0) === '/' && path.charAt(1) !== '/' ? path : '/';
  return new URL(url, self.location.origin).href;
}

// A push: show it. The payload is what the in-app notification says (title, body, where it leads).
self.addEventListener('push', function (event) {
  var data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch (e) {
    data = {};
  }
  var title = typeof data.title === 'string' && data.title ? data.title : 'Civic Connect';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof data.body === 'string' ? data.body : '',
      tag: typeof data.tag === 'string' ? data.tag : undefined,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { url: ownUrl(data.url) },
    }),
  );
});

// A tap: the app's open window goes to the page (and comes to the front), else a new window opens there.
self.addEventListener('notificationclick', function (event) {
  event.notification.close();
  var url = (event.notification.data && event.notification.data.url) || ownUrl('/');
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(function (windows) {
      var open = windows.find(function (c) {
        return new URL(c.url).origin === self.location.origin;
      });
      if (!open) return self.clients.openWindow(url);
      // Focusing needs the tap's permission; a window that cannot be focused is still moved.
      var focused = open.focus().catch(function () {
        return open;
      });
      return focused.then(function (client) {
        var target = client || open;
        if (target.url === url) return target;
        // navigate() works on windows this worker controls; others are asked to go there themselves.
        return target.navigate(url).catch(function () {
          target.postMessage({ type: 'cc:open', url: url });
          return target;
        });
      });
    }),
  );
});

/* The browser replaced this device's push subscription (keys rotated, or the old one expired):
 * subscribe again with the same VAPID key if the browser has not, and tell the server, which moves
 * the device to the new endpoint (decision 0061). The worker has no member's token: it proves the
 * device with the renewal secret the server gave when push was enabled, which the page keeps in
 * Cache storage (web/lib/push-device.ts: same cache and key). */
var PUSH_DEVICE_CACHE = 'cc-push-device';
var PUSH_DEVICE_KEY = '/__push-device';

function keyBytes(base64url) {
  var b64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  var raw = atob(b64 + '===='.slice(0, (4 - (b64.length % 4)) % 4));
  var out = new Uint8Array(raw.length);
  for (var i = 0; i < raw.length; i++) out[i] = raw.charCodeAt(i);
  return out;
}

/** Moves the stored device to `newSubscription` (or a fresh one); resolves to the server's answer, or null when there is nothing to renew. */
function renewPushDevice(newSubscription) {
  return caches.open(PUSH_DEVICE_CACHE).then(function (cache) {
    return cache.match(PUSH_DEVICE_KEY).then(function (stored) {
      if (!stored) return null;
      return stored.json().then(function (device) {
        var subscribed = newSubscription
          ? Promise.resolve(newSubscription)
          : self.registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(device.publicKey) });
        return subscribed.then(function (sub) {
          return fetch('/api/push/devices/renew', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ old_endpoint: device.endpoint, renewal_secret: device.secret, subscription: sub.toJSON() }),
          }).then(function (res) {
            if (!res.ok) {
              // Refused: the device was removed or passed to another member; nothing left to renew.
              if (res.status === 403) return cache.delete(PUSH_DEVICE_KEY).then(function () { return null; });
              throw new Error('renewal answered ' + res.status);
            }
            return res.json().then(function (renewed) {
              var next = { endpoint: renewed.endpoint, secret: renewed.renewal_secret, publicKey: device.publicKey };
              return cache.put(PUSH_DEVICE_KEY, new Response(JSON.stringify(next), { headers: { 'content-type': 'application/json' } })).then(function () {
                return renewed;
              });
            });
          });
        });
      });
    });
  });
}
self.ccRenewPushDevice = renewPushDevice;

self.addEventListener('pushsubscriptionchange', function (event) {
  event.waitUntil(renewPushDevice(event.newSubscription || null));
});

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

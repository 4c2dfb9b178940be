// Web Push at 390×844 (issue 28, decision 0056). What is real and what stands in:
// - the app's server, its push job, web-push's VAPID signature and RFC 8291 encryption are real, and
//   so is the service worker the build makes (web/public/push-sw.js imported by Workbox's worker);
// - headless Chromium has no push service of its own (pushManager.subscribe() cannot reach one
//   here), so the device is registered through the API with a subscription of the local push
//   service (tests/helpers/push-service.ts), which receives the server's request, checks its JWT
//   and decrypts it; its payload is then delivered to the page's real service worker through the
//   DevTools protocol (ServiceWorker.deliverPushMessage), as the browser's push service would;
// - there is no protocol command to tap a notification: the tap is the worker's own
//   `notificationclick` event dispatched on the notification it shows.
import type { BrowserContext, CDPSession, Page, Worker } from '@playwright/test';
import { startPushService, type PushService } from '../tests/helpers/push-service';
import { confirmedProfessional, forgetCreationQuotas } from './db-fixtures';
import { E2E_BASE_URL, E2E_PUSH_PORT } from './env';
import { ACCOUNTS, expect, fetchSession, registerWithApi, signInWithApiAs, test, uniqueUser } from './fixtures';

test.use({ serviceWorkers: 'allow' });

// The worker's globals, as far as these tests use them (the project's types are the page's, not a worker's).
type ShownNotification = { title: string; body: string; data: { url: string } };
type WorkerScope = { registration: { getNotifications(): Promise<ShownNotification[]> }; dispatchEvent(e: Event): boolean };
declare const NotificationEvent: new (type: string, init: { notification: ShownNotification }) => Event;

let ps: PushService;
test.beforeAll(async () => {
  ps = await startPushService({ port: E2E_PUSH_PORT });
});
test.afterAll(async () => ps?.close());

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

/** The app's service worker once it controls the page (it registers when the page is idle). */
async function appWorker(context: BrowserContext, page: Page): Promise<Worker> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller?.state === 'activated', null, { timeout: 20_000 });
  const worker = context.serviceWorkers().find((w) => w.url().endsWith('/sw.js')) ?? (await context.waitForEvent('serviceworker'));
  return worker;
}

/** The service worker's registration id, as the DevTools protocol names it. */
async function registrationId(cdp: CDPSession): Promise<string> {
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const reg = registrations.find((r) => r.scopeURL === `${E2E_BASE_URL}/` && !r.isDeleted);
      if (reg) resolve(reg.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return found;
}

test.describe('push notifications at 390×844 @phone-only', () => {
  // Sign-up, a booking, its approval, the push job and two service-worker steps: over the default 30 s on a loaded machine.
  test.slow();

  test('enable push, a booking approval is pushed, tapping it lands on the meetup', async ({ page, context }) => {
    await context.grantPermissions(['notifications'], { origin: E2E_BASE_URL });
    const user = await registerWithApi(page, uniqueUser('push'));
    await confirmedProfessional(user.email);
    await signInWithApiAs(page, user.email, user.password, '/settings', ACCOUNTS.professional.label);

    // Settings → Push: nothing on this device yet.
    const card = page.getByTestId('push-settings');
    await expect(card.getByRole('heading', { name: 'Push notifications' })).toBeVisible();
    await expect(card.getByText('Push is off for this device.')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Enable on this device' })).toBeEnabled();
    await expect(card.getByText('No device receives push notifications yet.')).toBeVisible();
    await expect(card.getByRole('group', { name: 'What to push' }).getByLabel('Booking approvals')).toBeChecked();
    const worker = await appWorker(context, page);

    // The device registers with the local push service's subscription (see the top of this file).
    const session = await fetchSession(page, user.email, user.password);
    const auth = { authorization: `Bearer ${session.access_token}` };
    const sub = ps.subscription();
    const added = await page.request.post('/api/push/devices', { headers: auth, data: { endpoint: sub.endpoint, expirationTime: null, keys: sub.keys } });
    expect(added.status(), await added.text()).toBe(201);
    await page.reload();
    // A loaded machine can take longer than the default to load Settings again.
    await expect(card.getByTestId('push-devices').getByRole('listitem')).toHaveCount(1, { timeout: 20_000 });
    await expect(card.getByRole('button', { name: /^Remove Chrome on / })).toBeVisible();

    // A booking request at Smithfield Lecture Hall, approved by its owner.
    const owner = await fetchSession(page, ACCOUNTS.venue.email);
    const venues = await (await page.request.get('/api/venues?q=Smithfield', { headers: auth })).json();
    const venue = venues.venues.find((v: { name: string }) => v.name === 'Smithfield Lecture Hall');
    await forgetCreationQuotas(user.email);
    const title = `Push breakfast ${Date.now().toString(36)}`;
    const created = await page.request.post('/api/meetups', {
      headers: auth,
      data: { title, description: 'Coffee and a short talk.', date: inDays(300 + Math.floor(Math.random() * 200)), time: '10:00', duration: 180, venue_id: venue.id, max_attendees: 10, meetup_type: 'talk' },
    });
    expect(created.status(), await created.text()).toBe(201);
    const meetupId = (await created.json()).id as string;
    expect((await page.request.post(`/api/meetups/${meetupId}/approve`, { headers: { authorization: `Bearer ${owner.access_token}` } })).status()).toBe(200);

    // The server's push reaches the push service, signed and encrypted for this subscription.
    await ps.waitFor(() => ps.pushesTo(sub.token).length === 1, 20_000);
    const [push] = ps.pushesTo(sub.token);
    expect(push.payload).toMatchObject({ title: 'Booking approved', url: `/meetups/${meetupId}` });
    expect(String(push.payload.body)).toContain(title);

    // …and is delivered to the app's service worker, which shows it.
    await page.goto('/settings');
    const cdp = await context.newCDPSession(page);
    const id = await registrationId(cdp);
    await cdp.send('ServiceWorker.deliverPushMessage', { origin: E2E_BASE_URL, registrationId: id, data: JSON.stringify(push.payload) });
    await expect
      .poll(() => worker.evaluate(async () => (await (self as unknown as WorkerScope).registration.getNotifications()).map((n) => ({ title: n.title, body: n.body, url: n.data.url }))))
      .toEqual([{ title: 'Booking approved', body: String(push.payload.body), url: `${E2E_BASE_URL}/meetups/${meetupId}` }]);

    // Tapping it brings the open window to the meetup.
    await worker.evaluate(async () => {
      const scope = self as unknown as WorkerScope;
      const [notification] = await scope.registration.getNotifications();
      scope.dispatchEvent(new NotificationEvent('notificationclick', { notification }));
    });
    await expect(page).toHaveURL(new RegExp(`/meetups/${meetupId}$`), { timeout: 15_000 });
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    expect(await worker.evaluate(async () => (await (self as unknown as WorkerScope).registration.getNotifications()).length)).toBe(0);

    // Removing the device in Settings stops pushes to it.
    await page.goto('/settings');
    await card.getByRole('button', { name: /^Remove Chrome on / }).click({ timeout: 20_000 });
    await expect(card.getByText('No device receives push notifications yet.')).toBeVisible();
  });

  test('the browser replaces the subscription: the service worker moves the device with its renewal secret', async ({ page, context }) => {
    const user = await registerWithApi(page, uniqueUser('push-renew'));
    await confirmedProfessional(user.email);
    await signInWithApiAs(page, user.email, user.password, '/settings', ACCOUNTS.professional.label);
    const worker = await appWorker(context, page);
    const session = await fetchSession(page, user.email, user.password);
    const auth = { authorization: `Bearer ${session.access_token}` };
    const old = ps.subscription();
    const added = await page.request.post('/api/push/devices', { headers: auth, data: { endpoint: old.endpoint, expirationTime: null, keys: old.keys } });
    expect(added.status(), await added.text()).toBe(201);
    const { id, renewal_secret: secret } = (await added.json()) as { id: string; renewal_secret: string };
    const { public_key: publicKey } = (await (await page.request.get('/api/push/devices', { headers: auth })).json()) as { public_key: string };
    // What Settings → "Enable on this device" leaves for the worker (web/lib/push-device.ts), written as it writes it.
    await page.evaluate(async (device) => {
      const cache = await caches.open('cc-push-device');
      await cache.put('/__push-device', new Response(JSON.stringify(device), { headers: { 'content-type': 'application/json' } }));
    }, { endpoint: old.endpoint, secret, publicKey });

    // The event, dispatched on the real worker. Headless Chromium has no push service, so it cannot
    // make a PushSubscription: the new one is the local push service's, with the shape toJSON() gives.
    const next = ps.subscription();
    await worker.evaluate((sub) => {
      const event = new Event('pushsubscriptionchange') as Event & { waitUntil?: (p: Promise<unknown>) => void };
      Object.defineProperty(event, 'newSubscription', { value: { endpoint: sub.endpoint, toJSON: () => sub } });
      // A script-made event cannot extend the worker's life: waitUntil is given a no-op here.
      Object.defineProperty(event, 'waitUntil', { value: () => undefined });
      self.dispatchEvent(event);
    }, { endpoint: next.endpoint, expirationTime: null, keys: next.keys });

    // The server moved the device (same id, new endpoint) and the worker kept the new secret.
    await expect
      .poll(async () => ((await (await page.request.get('/api/push/devices', { headers: auth })).json()) as { devices: Array<{ id: string; endpoint: string }> }).devices.map((d) => [d.id, d.endpoint]))
      .toEqual([[id, next.endpoint]]);
    await expect
      .poll(() => page.evaluate(async () => (await (await caches.open('cc-push-device')).match('/__push-device'))?.json() as Promise<{ endpoint: string; secret: string } | undefined>))
      .toMatchObject({ endpoint: next.endpoint });
    const stored = (await page.evaluate(async () => (await (await caches.open('cc-push-device')).match('/__push-device'))?.json())) as { secret: string };
    expect(stored.secret).not.toBe(secret);
    // The old secret moves nothing any more; the one the worker kept does.
    const again = ps.subscription();
    expect((await page.request.post('/api/push/devices/renew', { data: { old_endpoint: next.endpoint, renewal_secret: secret, subscription: { endpoint: again.endpoint, keys: again.keys } } })).status()).toBe(403);
    expect((await page.request.post('/api/push/devices/renew', { data: { old_endpoint: next.endpoint, renewal_secret: stored.secret, subscription: { endpoint: again.endpoint, keys: again.keys } } })).status()).toBe(200);
  });
});

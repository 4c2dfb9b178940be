// Maps (issue 14): a stand-in tile server (e2e/tile-server.ts) serves the tiles the app's
// MAP_TILE_URL points at. A venue owner moves the pin and the saved venue shows the new spot;
// meetup pages and nearby results show maps; with the tile server down, a placeholder shows.
import type { Page } from '@playwright/test';
import { E2E_TILE_PORT } from './env';
import { ACCOUNTS, axeViolations, expect, expectNoAxeViolations, fetchSession, gotoApp, isDesktop, signInWithApi, sitemapAddresses, test } from './fixtures';
import { startTileServer, type TileServer } from './tile-server';

let tiles: TileServer | null = null;
test.beforeAll(async () => {
  tiles = await startTileServer(E2E_TILE_PORT);
});
test.afterAll(async () => {
  await tiles?.close();
});

type Venue = { id: string; name: string; latitude: number | null; longitude: number | null };
type Place = { title: string; latitude: number; longitude: number };

/** One of the demo Venue Partner's own venues, read through the API as the owner. */
async function ownVenue(page: Page): Promise<Venue & { headers: Record<string, string> }> {
  const { access_token } = await fetchSession(page, ACCOUNTS.venue.email);
  const headers = { authorization: `Bearer ${access_token}` };
  const res = await page.request.get('/api/venues?owner=me', { headers });
  const venue = ((await res.json()).venues as Venue[]).find((v) => v.latitude !== null);
  if (!venue) throw new Error('the demo Venue Partner has no venue on the map');
  return { ...venue, headers };
}

/** Every tile in view has loaded from the stand-in server. */
async function expectTilesLoaded(page: Page, within = page.locator('body')) {
  await expect(within.locator('img.leaflet-tile-loaded').first()).toBeVisible({ timeout: 15_000 });
}

test('the owner moves the pin by dragging and with the arrow buttons; the saved venue shows the new spot', async ({ page }) => {
  const venue = await ownVenue(page);
  await signInWithApi(page, 'venue', `/venues/${venue.id}/edit`);
  const picker = page.getByTestId('pin-picker');
  await picker.scrollIntoViewIfNeeded();
  await expectTilesLoaded(page, picker);
  await expect(page.getByTestId('map-unavailable')).toHaveCount(0);
  const lat = picker.getByRole('textbox', { name: 'Latitude' });
  const lng = picker.getByRole('textbox', { name: 'Longitude' });
  await expect(lat).toHaveValue(String(venue.latitude));

  // Drag the pin 60 px right and 40 px down: east and south of where it was.
  const pin = picker.getByTestId('map-pin');
  const box = (await pin.boundingBox())!;
  const from = { x: box.x + box.width / 2, y: box.y + box.height - 4 };
  if (isDesktop()) {
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(from.x + 30, from.y + 20, { steps: 5 });
    await page.mouse.move(from.x + 60, from.y + 40, { steps: 5 });
    await page.mouse.up();
  } else {
    // A finger on a phone: the same drag as touch events through the page's own input pipeline.
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: string, x: number, y: number) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] } as never);
    await touch('touchStart', from.x, from.y);
    for (let i = 1; i <= 10; i++) await touch('touchMove', from.x + 6 * i, from.y + 4 * i);
    await touch('touchEnd', from.x + 60, from.y + 40);
  }
  await expect.poll(async () => Number(await lng.inputValue())).toBeGreaterThan(venue.longitude!);
  expect(Number(await lat.inputValue())).toBeLessThan(venue.latitude!);
  const dragged = { lat: Number(await lat.inputValue()), lng: Number(await lng.inputValue()) };

  // Keyboard users: the arrow buttons move it too (north: a higher latitude).
  await picker.getByRole('button', { name: 'Move pin north' }).click();
  await expect.poll(async () => Number(await lat.inputValue())).toBeGreaterThan(dragged.lat);
  const chosen = { lat: Number(await lat.inputValue()), lng: Number(await lng.inputValue()) };
  expect(chosen.lng).toBe(dragged.lng);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(new RegExp(`/venues/${venue.id}$`));
  // The venue page's map and its OpenStreetMap link are at the pin, not the address's centre.
  const location = page.getByTestId('location-map');
  await location.scrollIntoViewIfNeeded();
  await expect(location.getByRole('link', { name: /Open in OpenStreetMap/ })).toHaveAttribute('href', new RegExp(`mlat=${chosen.lat.toFixed(6)}&mlon=${chosen.lng.toFixed(6)}`));
  await expectTilesLoaded(page, location);
  await expect(location.locator('.cc-map-pin')).toHaveCount(1);
  const saved = await (await page.request.get(`/api/venues/${venue.id}`, { headers: venue.headers })).json();
  expect({ lat: saved.latitude, lng: saved.longitude }).toEqual(chosen);
  await expectNoAxeViolations(page);
});

test('typed coordinates move the pin; an impossible latitude is explained and not used', async ({ page }) => {
  const venue = await ownVenue(page);
  await signInWithApi(page, 'venue', `/venues/${venue.id}/edit`);
  const picker = page.getByTestId('pin-picker');
  const lat = picker.getByRole('textbox', { name: 'Latitude' });
  await lat.fill('95');
  await lat.blur();
  await expect(picker.getByText('Latitude must be a number from -90 to 90.')).toBeVisible();
  await lat.fill('53.35');
  await expect(picker.getByText('Latitude must be a number from -90 to 90.')).toBeHidden();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(new RegExp(`/venues/${venue.id}$`));
  const saved = await (await page.request.get(`/api/venues/${venue.id}`, { headers: venue.headers })).json();
  expect(saved.latitude).toBe(53.35);
});

test('a meetup page shows a small map of its venue, on the public page too', async ({ page }) => {
  // The sitemap lists meetups by id (random), so its first may be one another test made at a
  // place without coordinates (no map to show): the first one that has them.
  const sitemap = await sitemapAddresses(page);
  let id = '';
  let pub: { latitude: number | null } = { latitude: null };
  for (const [, candidate] of sitemap.matchAll(/\/m\/([0-9a-f-]{36})/g)) {
    pub = await (await page.request.get(`/api/public/meetups/${candidate}`)).json();
    id = candidate;
    if (pub.latitude !== null) break;
  }
  expect(pub.latitude, 'a public meetup with coordinates in the sitemap').not.toBeNull();
  await gotoApp(page, `/m/${id}`);
  const location = page.getByTestId('location-map');
  // The map's part of the page hydrates in a task after the app starts (<HydrateLater>); once a
  // CI run saw the section replaced while Playwright waited for it to be still before scrolling
  // ("not attached to the DOM"). Scrolled in one step, the section in view stays in view either way.
  await location.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await expectTilesLoaded(page, location);
  await expect(location.getByRole('link', { name: /Open in OpenStreetMap/ })).toHaveAttribute('href', new RegExp(`mlat=${pub.latitude!.toFixed(6)}`));
  await expectNoAxeViolations(page);

  await signInWithApi(page, 'professional', `/meetups/${id}`);
  const inApp = page.getByTestId('location-map');
  await inApp.scrollIntoViewIfNeeded();
  await expectTilesLoaded(page, inApp);
  await expect(inApp.locator('.cc-map-pin')).toHaveCount(1);
});

test('nearby results switch between a list and a map with a marker per place', async ({ page }) => {
  const { access_token } = await fetchSession(page, ACCOUNTS.professional.email);
  const near = '?lat=53.345&lng=-6.26&radius=25';
  const found = (await (await page.request.get(`/api/meetups${near}&when=upcoming&limit=20`, { headers: { authorization: `Bearer ${access_token}` } })).json()).meetups as Place[];
  // Meetups at one venue share a marker: pins never cover each other (WCAG target size).
  const places = new Set(found.map((m) => `${m.latitude.toFixed(4)},${m.longitude.toFixed(4)}`));
  expect(places.size).toBeGreaterThan(1);

  await signInWithApi(page, 'professional', '/');
  await gotoApp(page, `/meetups${near}&showNearby=1&label=Dublin`);
  await expect(page.getByTestId('meetup-list').locator(':scope > li')).toHaveCount(found.length);
  await page.getByRole('button', { name: 'Map', exact: true }).click();
  await expect(page).toHaveURL(/view=map/);
  const map = page.getByTestId('nearby-map');
  await expectTilesLoaded(page, map);
  await expect(map.locator('.cc-map-pin')).toHaveCount(places.size);
  // Pins of venues a few hundred metres apart may sit closer than 24 px at city zoom: WCAG 2.5.8
  // exempts them (Essential: a pin's position is the information; Equivalent: the List view on the
  // same page offers every meetup at full size). Everything else on the map page is held to axe.
  const violations = (await axeViolations(page)).filter((v) => !(v.id === 'target-size' && v.nodes.every((n) => n.target.includes('leaflet-marker-icon'))));
  expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
  // A marker (keyboard: focus and Enter) opens its popup; a link there opens the meetup.
  await map.locator('.cc-map-pin').first().focus();
  await page.keyboard.press('Enter');
  const link = map.locator('.leaflet-popup').getByRole('link').first();
  const title = (await link.textContent())!;
  expect(found.map((m) => m.title)).toContain(title);
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.goBack();
  await page.getByRole('button', { name: 'List', exact: true }).click();
  await expect(page.getByTestId('meetup-list')).toBeVisible();
  await expect(page).not.toHaveURL(/view=map/);
});

test('with the tile server down, maps show a designed placeholder and the pin can still be moved', async ({ page }) => {
  const venue = await ownVenue(page);
  await tiles!.close();
  try {
    await signInWithApi(page, 'venue', `/venues/${venue.id}/edit`);
    const picker = page.getByTestId('pin-picker');
    await picker.scrollIntoViewIfNeeded();
    await expect(picker.getByTestId('map-unavailable')).toBeVisible({ timeout: 15_000 });
    await expect(picker.getByText('Map unavailable')).toBeVisible();
    await expect(picker.locator('.leaflet-container')).toHaveCount(0);
    // The arrows and the coordinates do not need the map.
    const lat = picker.getByRole('textbox', { name: 'Latitude' });
    const before = Number(await lat.inputValue());
    await picker.getByRole('button', { name: 'Move pin south' }).click();
    await expect.poll(async () => Number(await lat.inputValue())).toBeLessThan(before);
    await expectNoAxeViolations(page);

    await gotoApp(page, `/venues/${venue.id}`);
    const location = page.getByTestId('location-map');
    await location.scrollIntoViewIfNeeded();
    await expect(location.getByTestId('map-unavailable')).toBeVisible({ timeout: 15_000 });
    // Directions still work without our tiles.
    await expect(location.getByRole('link', { name: /Open in OpenStreetMap/ })).toBeVisible();
    await expectNoAxeViolations(page);
  } finally {
    tiles = await startTileServer(E2E_TILE_PORT);
  }
});

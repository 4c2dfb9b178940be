// Venues end to end (issue 4): a venue user creates a venue with two photos and a chosen cover,
// finds it in /venues and on its page; a professional rates it; the published partner page
// shows it. axe-core on every venue page, light and dark.
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { ACCOUNTS, expect, expectNoAxeViolations, fetchSession, gotoApp, signInWithApi, storeSession, test, THEME_KEY } from './fixtures';
import { pastMeetupAt } from './db-fixtures';

async function photo(colour: { r: number; g: number; b: number }) {
  return sharp({ create: { width: 900, height: 600, channels: 3, background: colour } }).png().toBuffer();
}

/** Admin functions: give the demo venue user room for one more venue and publish their page. */
async function prepareVenueOwner(page: Page) {
  const admin = await fetchSession(page, ACCOUNTS.admin.email);
  const owner = await fetchSession(page, ACCOUNTS.venue.email);
  const headers = { authorization: `Bearer ${admin.access_token}` };
  const res = await page.request.post('/functions/v1/admin-get-or-create-venue-partner', { headers, data: { userId: (owner.user as { id: string }).id } });
  expect(res.status()).toBe(200);
  const { partner } = await res.json();
  const max = await page.request.post('/functions/v1/admin-set-partner-max-venues', { headers, data: { partnerId: partner.id, maxVenues: partner.venue_count + 1 } });
  expect(max.status()).toBe(200);
  await page.request.post('/functions/v1/admin-toggle-partner-publish', { headers, data: { partnerId: partner.id, publish: true } });
  return partner.slug as string;
}

async function signOutLocally(page: Page) {
  await page.goto('/api/health');
  await page.evaluate(() => localStorage.clear());
}

test('a venue user lists a venue with two photos and a cover; a professional rates it; the partner page shows it', async ({ page }) => {
  test.setTimeout(90_000);
  const slug = await prepareVenueOwner(page);
  const name = `E2E Hall ${Date.now().toString(36)}`;

  await signInWithApi(page, 'venue', '/create-venue');
  await expect(page.getByRole('heading', { name: 'List a venue' })).toBeVisible();
  await page.getByLabel('Venue name', { exact: true }).fill(name);
  await page.getByLabel('Venue type', { exact: true }).selectOption('event_space');
  await page.getByLabel('Capacity (people)').fill('75');
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill('Grafton Street, Dublin 2, Ireland');
  await page.getByRole('button', { name: 'Find address on the map' }).click();
  await expect(page.getByText(/On the map: Dublin, Ireland/)).toBeVisible();
  // Issue 29 (decision 0065): a venue placed in Dublin quotes in euros unless its owner picks another currency.
  await expect(page.getByTestId('venue-currency')).toHaveValue('EUR');
  await page.getByLabel('Rate per hour (€)').fill('45.50');
  // The venue's own public address (issue 9): never the owner's sign-in address.
  await page.getByLabel('Public contact email (optional)').fill('bookings@liffey.example');

  await page.getByTestId('venue-image-input').setInputFiles([
    { name: 'first.png', mimeType: 'image/png', buffer: await photo({ r: 220, g: 90, b: 60 }) },
    { name: 'second.png', mimeType: 'image/png', buffer: await photo({ r: 40, g: 120, b: 200 }) },
  ]);
  const tiles = page.getByTestId('venue-image-tile');
  await expect(tiles).toHaveCount(2, { timeout: 20_000 });
  // Choose the second photo as the cover.
  await tiles.nth(1).getByText('Use as cover').click();
  await expect(tiles.nth(1).getByText('Cover')).toBeVisible();
  const coverThumb = await tiles.nth(1).locator('img').getAttribute('src');
  const coverFile = coverThumb!.split('/').pop()!;

  await page.getByRole('button', { name: 'Publish venue' }).click();
  await expect(page).toHaveURL(/\/venues\/[0-9a-f-]{36}$/, { timeout: 15_000 });
  const venueUrl = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByTestId('venue-rate')).toHaveText('€45.50 / hour');
  // The chosen cover is the first photo of the gallery.
  const first = page.getByRole('img', { name: `${name}, photo 1 of 2` });
  // The file name, with its content version (`?v=…`, decision 0032) when it has one.
  await expect(first).toHaveAttribute('src', new RegExp(`${coverFile.replace(/[.?]/g, '\\$&')}$`));

  await gotoApp(page, '/venues');
  await page.getByLabel('Search venues').fill(name);
  const card = page.getByTestId('venue-card').filter({ hasText: name });
  await expect(card).toHaveCount(1);
  await expect(card.getByText('No ratings yet')).toBeVisible();

  // Only people who were there rate a venue (issue 16): the professional organised a meetup
  // here that has already taken place.
  await pastMeetupAt(venueUrl.split('/').pop()!, ACCOUNTS.professional.email);
  await signOutLocally(page);
  await signInWithApi(page, 'professional', venueUrl);
  await expect(page.getByRole('link', { name: 'Book this venue' })).toBeVisible();
  // The only address shown is the one entered in the form.
  await expect(page.locator('a[href^="mailto:"]')).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'bookings@liffey.example' })).toHaveAttribute('href', 'mailto:bookings@liffey.example');
  // The venue's week (issue 12): a new venue (weekdays only, the form's default) is free every
  // weekday from today; this week's days before today say "Past" and the weekend "Closed" (issue 27).
  const week = page.getByRole('region', { name: 'Availability' });
  const dublinWeekday = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Dublin', weekday: 'short' }).format(new Date());
  const pastDays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(dublinWeekday);
  await expect(week.getByText('Free all day')).toHaveCount(Math.max(0, 5 - pastDays));
  await expect(week.getByText('Past', { exact: true })).toHaveCount(pastDays);
  await expect(week.getByText('Closed: weekdays only')).toHaveCount(Math.min(2, 7 - pastDays));
  await expect(week.getByRole('button', { name: 'Previous week' })).toBeDisabled();
  await week.getByRole('button', { name: 'Next week' }).click();
  await expect(week.getByRole('button', { name: 'Previous week' })).toBeEnabled();
  await expect(week.getByText('Free all day')).toHaveCount(5);
  await expect(week.getByText('Closed: weekdays only')).toHaveCount(2);
  const mine = page.getByTestId('my-rating');
  await mine.getByRole('radio', { name: '4 stars: Very good' }).check({ force: true });
  await mine.getByLabel(/Comment/).fill('Bright, calm and easy to reach.');
  await mine.getByRole('button', { name: 'Submit rating' }).click();
  await expect(page.getByTestId('rating-summary')).toContainText('4.0 from 1 rating');
  await expect(mine.getByText('“Bright, calm and easy to reach.”')).toBeVisible();
  await expect(page.getByTestId('who-can-rate')).toHaveText('Only members who attended or organised a meetup here can rate this venue, once the meetup has started.');

  await signOutLocally(page);
  await gotoApp(page, `/v/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Liffey Rooms' })).toBeVisible();
  await expect(page.getByTestId('venue-card').filter({ hasText: name })).toHaveCount(1);
});

for (const theme of ['light', 'dark'] as const) {
  test(`no axe violations on the venue pages (${theme})`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [THEME_KEY, theme] as const);
    const owner = await fetchSession(page, ACCOUNTS.venue.email);
    const list = await page.request.get('/api/venues?owner=me&limit=1', { headers: { authorization: `Bearer ${owner.access_token}` } });
    const venueId = (await list.json()).venues[0].id as string;
    const me = await page.request.get('/api/partners/me', { headers: { authorization: `Bearer ${owner.access_token}` } });
    const slug = (await me.json()).partner.slug as string;

    await storeSession(page, owner);
    for (const path of ['/venues', `/venues/${venueId}`, `/venues/${venueId}/edit`, '/create-venue', '/profile', `/v/${slug}`]) {
      await gotoApp(page, path);
      await expect(page.locator('main h1, main [data-testid=profile-name], h1').first()).toBeVisible({ timeout: 10_000 });
      await page.waitForLoadState('networkidle');
      await expectNoAxeViolations(page);
    }
    await signOutLocally(page);
    await signInWithApi(page, 'professional', `/venues/${venueId}`);
    await expect(page.getByTestId('rating-summary')).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

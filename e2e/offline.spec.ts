// Offline that keeps what you saw (issue 13): pages a member visited once — the meetup list, a
// meetup, a venue, the profile — show their last data when the device is offline, marked
// "Offline — showing saved data"; signing out deletes the saved copies. The service worker is
// what keeps them, so this file allows it (the other files block it).
import type { Page } from '@playwright/test';
import { expect, gotoApp, signInWithApi, signOutViaUi, test } from './fixtures';

test.use({ serviceWorkers: 'allow' });

const banner = (page: Page) => page.getByTestId('network-banner');

/** The page is controlled by the service worker (from its next load), so its requests pass through it. */
async function waitForWorker(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker?.controller)), { timeout: 20_000 }).toBe(true);
}

test('pages visited once show their saved data offline, marked; sign-out deletes it @phone-only', async ({ page, context }) => {
  test.setTimeout(120_000);
  await signInWithApi(page, 'professional', '/');
  await waitForWorker(page);

  // Online: visit each page once and note what it shows.
  await gotoApp(page, '/meetups');
  const firstMeetup = page.getByTestId('meetup-card').first();
  await expect(firstMeetup).toBeVisible();
  const meetupHref = (await firstMeetup.getAttribute('href'))!;
  const meetupCardText = (await firstMeetup.getByRole('heading').first().innerText()).trim();
  await gotoApp(page, meetupHref);
  const meetupTitle = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
  await gotoApp(page, '/venues');
  const firstVenue = page.getByTestId('venue-card').first();
  await expect(firstVenue).toBeVisible();
  const venueHref = (await firstVenue.getAttribute('href'))!;
  await gotoApp(page, venueHref);
  const venueName = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
  await gotoApp(page, '/profile');
  await expect(page.getByText('professional@civicconnect.example').first()).toBeVisible();
  await expect(banner(page)).toBeHidden();

  // Offline: each page, opened afresh, shows what it showed, and says it is saved data.
  await context.setOffline(true);
  for (const [path, expected] of [
    ['/meetups', meetupCardText],
    [meetupHref, meetupTitle],
    [venueHref, venueName],
    ['/profile', 'professional@civicconnect.example'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByText(expected, { exact: true }).first()).toBeVisible();
    await expect(banner(page)).toContainText('Offline — showing saved data');
    await expect(page.getByText(/could not be loaded/)).toHaveCount(0);
  }

  // Back online: fresh answers clear the mark.
  await context.setOffline(false);
  await page.goto('/meetups');
  await expect(page.getByTestId('meetup-card').first()).toBeVisible();
  await expect(banner(page)).toBeHidden();

  // Signing out deletes the saved copies: nothing of this member stays on the device.
  expect(await page.evaluate(() => caches.has('cc-saved-api'))).toBe(true);
  await signOutViaUi(page);
  await expect.poll(() => page.evaluate(() => caches.has('cc-saved-api'))).toBe(false);
});

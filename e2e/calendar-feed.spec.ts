// The private calendar feed in Settings (issue 14): copy, subscribe (webcal:), rotate; and the
// Google Calendar / Outlook links beside "Add to calendar" on a meetup page.
import { expect, expectNoAxeViolations, signInWithApi, test } from './fixtures';
import { E2E_BASE_URL } from './env';

test('Settings shows the calendar feed to copy, subscribe to and rotate', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInWithApi(page, 'professional', '/settings');
  const card = page.getByTestId('calendar-feed');
  const address = card.getByLabel('Feed address');
  await expect(address).toHaveValue(new RegExp(`^${E2E_BASE_URL}/api/calendar/feeds/[A-Za-z0-9_-]{43}\\.ics$`));
  await expectNoAxeViolations(page);
  const url = await address.inputValue();
  await expect(card.getByRole('link', { name: 'Subscribe' })).toHaveAttribute('href', url.replace(/^http:/, 'webcal:'));

  await card.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Link copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

  // What a calendar app fetches: the address alone.
  const feed = await page.request.get(url);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toMatch(/^text\/calendar/);
  expect(await feed.text()).toContain('BEGIN:VEVENT');

  await card.getByRole('button', { name: 'Rotate' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Rotate address' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'New feed address ready' })).toBeVisible();
  await expect(address).not.toHaveValue(url);
  expect((await page.request.get(url)).status()).toBe(404);
  expect((await page.request.get(await address.inputValue())).status()).toBe(200);
});

test('a meetup page offers Google Calendar and Outlook beside Add to calendar', async ({ page }) => {
  await signInWithApi(page, 'professional', '/meetups');
  await page.getByRole('link', { name: /Open Data Breakfast/ }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: /Open Data Breakfast/ })).toBeVisible();
  const id = new URL(page.url()).pathname.split('/').pop()!;
  const google = new URL((await page.getByRole('link', { name: /Google Calendar/ }).getAttribute('href'))!);
  expect(google.origin + google.pathname).toBe('https://calendar.google.com/calendar/render');
  expect(google.searchParams.get('text')).toBe('Open Data Breakfast: transport and air quality');
  expect(google.searchParams.get('dates')).toMatch(/^\d{8}T\d{6}Z\/\d{8}T\d{6}Z$/);
  expect(google.searchParams.get('details')).toContain(`${E2E_BASE_URL}/m/${id}`);
  const outlook = new URL((await page.getByRole('link', { name: /Outlook/ }).getAttribute('href'))!);
  expect(outlook.hostname).toBe('outlook.live.com');
  expect(outlook.searchParams.get('subject')).toBe('Open Data Breakfast: transport and air quality');
  await expect(page.getByRole('button', { name: 'Add to calendar' })).toBeVisible();
});

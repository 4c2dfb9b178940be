// Issue 29 "Worldwide in fact", the app's core slice in other languages: the member's home, the
// membership, password and newsletter pages fit a 390 px phone in the pseudo-locale, mirror in
// Arabic (screenshots kept in test-results/ to look at), read in German (the tab title too, from
// the server), and a member's stored language follows them to a new device when they sign in.
import type { Page } from '@playwright/test';
import { expect, gotoApp, registerWithApi, signInWithApi, submitLogin, test, uniqueUser } from './fixtures';
import { sql } from './db-fixtures';
import { clippedTexts } from './language-checks';

test.use({ serviceWorkers: 'block' });

const PUBLIC_PAGES = ['/upgrade-account', '/forgot-password', '/reset-password', '/newsletter/confirm'] as const;

/** The member's home has its cards (their words come with the app's areas, after the header's). */
async function memberHomeShown(page: Page) {
  await expect(page.getByTestId('member-home')).toBeVisible();
  await expect(page.locator('#home-upcoming-mine')).toBeVisible();
}

test('the pseudo-locale (accented, 40% longer) fits a 390 px phone on the core slice pages @phone-only', async ({ page }) => {
  test.setTimeout(150_000);
  // Signed in first, in English (the helper checks the English status line); the pages then follow ?hl=.
  await signInWithApi(page, 'professional', '/');
  for (const path of PUBLIC_PAGES) {
    await gotoApp(page, `${path}?hl=en-XA`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
    await expect(page.locator('main h1').first()).toContainText(' ·]');
    const { cut, wide } = await clippedTexts(page);
    expect(cut, `clipped text on ${path}`).toEqual([]);
    expect(wide, `${path} is wider than the screen`).toBe(false);
  }
  await gotoApp(page, '/?hl=en-XA');
  await memberHomeShown(page);
  await expect(page.locator('#home-upcoming-mine')).toContainText(' ·]');
  const { cut, wide } = await clippedTexts(page);
  // A meetup line ('Fri 4 Dec, 08:30 GMT · Harbourside Library, Bristol') is the member's own words,
  // cut short on purpose; its ' · ' separator is not the pseudo-locale's mark.
  expect(cut.filter((text) => text.startsWith('[')), 'clipped text on the member home').toEqual([]);
  expect(wide, 'the member home is wider than the screen').toBe(false);
});

test('Arabic reads right to left on the member home and the membership and password pages (screenshots)', async ({ page }, testInfo) => {
  test.setTimeout(150_000);
  await signInWithApi(page, 'venue', '/');
  for (const path of ['/upgrade-account', '/forgot-password'] as const) {
    await gotoApp(page, `${path}?hl=ar`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('main h1').first()).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`rtl-${path.slice(1)}-${testInfo.project.name}.png`), fullPage: true });
  }
  await gotoApp(page, '/?hl=ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('member-home')).toBeVisible();
  await expect(page.locator('#home-approvals, #home-venue-start').first()).toBeVisible();
  await expect(page.getByRole('list', { name: 'نظرة سريعة' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath(`rtl-member-home-${testInfo.project.name}.png`), fullPage: true });
});

test('the upgrade page reads in German, and the server names the tab in German @phone-only', async ({ page }) => {
  // The server's page first (no language kept in this browser yet: Accept-Language decides).
  const html = await (await page.request.get('/upgrade-account', { headers: { 'accept-language': 'de-DE,de;q=0.9' } })).text();
  expect(html).toContain('<title>Konto upgraden · Civic Connect</title>');
  expect(html).toContain('Wählen Sie Ihre Civic-Connect-Mitgliedschaft');
  // English stays the specification's.
  const english = await (await page.request.get('/upgrade-account', { headers: { 'accept-language': 'en-GB' } })).text();
  expect(english).toContain('<title>Upgrade your account · Civic Connect</title>');
  await gotoApp(page, '/upgrade-account?hl=de');
  await expect(page.getByRole('heading', { name: 'Upgraden Sie Ihr Konto', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Professioneller Partner' })).toBeVisible();
  await expect(page).toHaveTitle('Konto upgraden · Civic Connect');
});

test('signing in on a new device shows the app in the language the member chose before @phone-only', async ({ page, context }) => {
  const user = await registerWithApi(page, uniqueUser('fr'));
  const updated = await sql(`update profiles set locale = 'fr' where id = (select id from users where email = $1) returning id`, [user.email]);
  expect(updated, 'the new member has a profile').toHaveLength(1);
  // A new device: no language kept in this browser, the page in English.
  await gotoApp(page, '/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
  await submitLogin(page, user.email, user.password);
  // Once the profile has said so: the page is shown again, in French.
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr', { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: /^Bienvenue, E2E/ })).toBeVisible();
  await expect(page.getByRole('list', { name: 'En un coup d’œil' })).toBeVisible();
  // Remembered on this device: the server's next page is French too.
  expect((await context.cookies()).find((c) => c.name === 'cc-locale')?.value).toBe('fr');
  const next = await (await page.request.get('/upgrade-account')).text();
  expect(next).toContain('<html lang="fr"');
});

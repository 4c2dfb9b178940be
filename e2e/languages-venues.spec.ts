// Issue 29, the venues area in other languages: the venue list, a venue's page, the owner's venue
// management (requests, calendar), the venue form and a partner's public page fit a 390 px phone
// in the pseudo-locale (accented, ~40% longer), mirror in Arabic (screenshots kept in
// test-results/ to look at), and read in German and French.
import type { Page } from '@playwright/test';
import { expect, gotoApp, signInWithApi, sitemapAddresses, test } from './fixtures';
import { clippedTexts } from './language-checks';

test.use({ serviceWorkers: 'block' });

/** A demo venue's page (the first card of the list), read in English before switching language. */
async function venuePath(page: Page): Promise<string> {
  await gotoApp(page, '/venues');
  const href = await page.getByTestId('venue-card').first().getAttribute('href');
  expect(href, 'a venue in the list').toMatch(/^\/venues\//);
  return href!;
}

/** A published partner's page, from the sitemap (not one another spec wrote into the shared database). */
async function partnerPath(page: Page): Promise<string> {
  const slug = /\/v\/([\w-]+)/.exec(await sitemapAddresses(page))?.[1];
  expect(slug, 'a partner page in the sitemap').toBeTruthy();
  return `/v/${slug}`;
}

/** The venues area's main pages: a professional's, then the venue owner's (signed in again). */
async function eachPage(page: Page, hl: string, visit: (name: string, path: string) => Promise<void>) {
  await signInWithApi(page, 'professional', '/');
  const venue = await venuePath(page);
  for (const [name, path] of [
    ['list', '/venues'],
    ['venue', venue],
    ['partner', await partnerPath(page)],
  ] as const)
    await visit(name, `${path}?hl=${hl}`);
  await signInWithApi(page, 'venue', '/');
  for (const [name, path] of [
    ['requests', '/venue-management?tab=approvals'],
    ['calendar', '/venue-management?tab=calendar'],
    ['owner-venues', '/venue-management?tab=venues'],
    ['form', '/create-venue'],
  ] as const)
    await visit(name, `${path}&hl=${hl}`.replace(/^([^?]*)&/, '$1?'));
}

test('the pseudo-locale (accented, 40% longer) fits a 390 px phone on the venue pages @phone-only', async ({ page }) => {
  test.setTimeout(180_000);
  await eachPage(page, 'en-XA', async (name, path) => {
    await gotoApp(page, path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
    // The page's own words come from the catalogue: bracketed and accented, no message id left.
    await expect(page.locator('main')).toContainText('·]');
    await expect(page.locator('main')).not.toContainText(/\b(venues|meetups|common)\.[a-z]+\.[a-zA-Z]+/);
    await page.waitForLoadState('networkidle');
    const { cut, wide } = await clippedTexts(page);
    expect(cut, `clipped text on ${name}`).toEqual([]);
    expect(wide, `${name} is wider than the screen`).toBe(false);
  });
});

test('Arabic reads right to left on the venue pages (screenshots)', async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  await eachPage(page, 'ar', async (name, path) => {
    await gotoApp(page, path);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.waitForLoadState('networkidle');
    const { wide } = await clippedTexts(page);
    expect(wide, `${name} is wider than the screen`).toBe(false);
    await page.screenshot({ path: testInfo.outputPath(`rtl-venues-${name}-${testInfo.project.name}.png`), fullPage: true });
  });
});

test('a professional reads the venues in German, and a venue owner manages them in French @phone-only', async ({ page }) => {
  test.setTimeout(120_000);
  await signInWithApi(page, 'professional', '/');
  const venue = await venuePath(page);
  await gotoApp(page, '/venues?hl=de');
  await expect(page.getByRole('heading', { level: 1, name: 'Veranstaltungsorte weltweit' })).toBeVisible();
  await expect(page.getByPlaceholder('Name, Stadt oder Adresse')).toBeVisible();
  await gotoApp(page, `${venue}?hl=de`);
  await expect(page.getByRole('heading', { name: 'Verfügbarkeit' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Diesen Ort buchen' })).toBeVisible();
  await signInWithApi(page, 'venue', '/');
  await gotoApp(page, '/venue-management?hl=fr');
  await expect(page.getByRole('heading', { level: 1, name: 'Gestion des lieux' })).toBeVisible();
  await expect(page.getByRole('tab', { name: /Demandes/ })).toBeVisible();
});

// Issue 29, the meetups area in other languages: the list, a meetup, the create form and the
// public upcoming page fit a 390 px phone in the pseudo-locale (~40% longer), mirror in Arabic
// (screenshots kept in test-results/ to look at), and read in German and French.
import type { Page } from '@playwright/test';
import { ACCOUNTS, demoPassword, expect, fetchSession, gotoApp, sitemapAddresses, storeSession, test } from './fixtures';
import { clippedTexts } from './language-checks';

test.use({ serviceWorkers: 'block' });

/** A demo meetup's id (the sitemap's public pages; not one another spec wrote into the shared database). */
async function demoMeetupId(page: Page): Promise<string> {
  const id = /\/m\/([0-9a-f-]{36})/.exec(await sitemapAddresses(page))?.[1];
  expect(id, 'a public meetup in the sitemap').toBeTruthy();
  return id!;
}

/** Signed in as the demo Professional Partner (the meetups pages are theirs), without asserting an English label. */
async function signInAsProfessional(page: Page) {
  await storeSession(page, await fetchSession(page, ACCOUNTS.professional.email, demoPassword('professional')));
}

/** The main meetups pages, each with something that shows it has arrived. */
async function mainPages(page: Page): Promise<[string, string, string][]> {
  const id = await demoMeetupId(page);
  return [
    ['list', '/meetups', '[data-testid="meetup-list"], [data-testid="meetups-empty"]'],
    ['meetup', `/meetups/${id}`, '[data-testid="attendance-panel"]'],
    ['create', '/create-meetup', 'form'],
    ['upcoming', '/upcoming', '#upcoming-results'],
  ];
}

test('the pseudo-locale fits a 390 px phone on the meetups pages @phone-only', async ({ page }) => {
  test.setTimeout(150_000);
  await signInAsProfessional(page);
  for (const [, path, ready] of await mainPages(page)) {
    await gotoApp(page, `${path}${path.includes('?') ? '&' : '?'}hl=en-XA`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
    await expect(page.locator(ready).first()).toBeVisible();
    // The page's own words come from the catalogue (bracketed and accented), never a message id.
    await expect(page.locator('main')).toContainText('·]');
    await expect(page.locator('main')).not.toContainText('meetups.');
    const { cut, wide } = await clippedTexts(page);
    expect(cut, `clipped text on ${path}`).toEqual([]);
    expect(wide, `${path} is wider than the screen`).toBe(false);
  }
});

test('Arabic reads right to left on the meetups pages (screenshots)', async ({ page }, testInfo) => {
  test.setTimeout(150_000);
  await signInAsProfessional(page);
  for (const [name, path, ready] of await mainPages(page)) {
    await gotoApp(page, `${path}?hl=ar`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator(ready).first()).toBeVisible();
    await expect(page.locator('main')).not.toContainText('meetups.');
    const heading = await page.locator('main h1').first().boundingBox();
    const width = page.viewportSize()!.width;
    // A heading starts at the right edge of its column in Arabic.
    expect(heading!.x + heading!.width, `the heading ends on the right on ${path}`).toBeGreaterThan(width / 2);
    await page.screenshot({ path: testInfo.outputPath(`rtl-meetups-${name}-${testInfo.project.name}.png`), fullPage: true });
    // The first screen at its real size, to look at closely.
    await page.screenshot({ path: testInfo.outputPath(`rtl-meetups-${name}-top-${testInfo.project.name}.png`) });
  }
});

test('the meetups list and the create form read in German, the upcoming page in French @phone-only', async ({ page }) => {
  await signInAsProfessional(page);
  await gotoApp(page, '/meetups?hl=de');
  await expect(page.getByRole('heading', { level: 1, name: 'Meetups weltweit' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Anstehend' })).toBeVisible();
  await gotoApp(page, '/create-meetup');
  await expect(page.getByRole('button', { name: 'Buchungsanfrage senden' })).toBeVisible();
  await expect(page.getByText('Das Wichtigste')).toBeVisible();
  await gotoApp(page, '/upcoming?hl=fr');
  await expect(page.getByRole('heading', { level: 1, name: 'Rencontres à venir' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Dates' }).getByRole('button', { name: 'Ce week-end' })).toBeVisible();
});

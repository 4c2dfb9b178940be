// Issue 29, Settings and the admin dashboard in other languages: the pseudo-locale (accented, ~40%
// longer) fits a 390 px phone on every Settings tab and admin tab, Arabic mirrors them
// (screenshots kept in test-results/ to look at), and a member who chose German reads Settings in
// German. Read-only: nothing here changes the shared demo accounts.
import type { Page } from '@playwright/test';
import { expect, gotoApp, signInWithApi, test } from './fixtures';
import { clippedTexts } from './language-checks';

test.use({ serviceWorkers: 'block' });

const SETTINGS = ['/settings?tab=general', '/settings?tab=security', '/settings?tab=privacy'];
const ADMIN = ['/admin?tab=users', '/admin?tab=partners', '/admin?tab=notifications', '/admin?tab=email', '/admin?tab=emailLogs', '/admin?tab=moderation', '/admin/email-tools'];

/** Opens `path` in `hl` once its main heading is drawn (the catalogue's words have arrived). */
async function open(page: Page, path: string, hl: string) {
  await gotoApp(page, `${path}${path.includes('?') ? '&' : '?'}hl=${hl}`);
  await expect(page.locator('html')).toHaveAttribute('lang', hl);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // No message id left on the page: every word came from a loaded catalogue.
  await expect(page.getByRole('main')).not.toContainText(/\b(settings|admin)\.[a-z]+\.[a-zA-Z]+/);
}

async function expectFits(page: Page, path: string) {
  const { cut, wide } = await clippedTexts(page);
  expect(cut, `clipped text on ${path}`).toEqual([]);
  expect(wide, `${path} is wider than the screen`).toBe(false);
}

test('the pseudo-locale fits a 390 px phone on every Settings tab @phone-only', async ({ page }) => {
  test.setTimeout(120_000);
  await signInWithApi(page, 'basic', '/settings?hl=en-XA');
  for (const path of SETTINGS) {
    await open(page, path, 'en-XA');
    await expect(page.getByRole('main')).toContainText('·]');
    await expectFits(page, path);
  }
});

test('the pseudo-locale fits a 390 px phone on every admin tab and Email tools @phone-only', async ({ page }) => {
  test.setTimeout(150_000);
  await signInWithApi(page, 'admin', '/admin?hl=en-XA');
  for (const path of ADMIN) {
    await open(page, path, 'en-XA');
    await expectFits(page, path);
  }
});

test('Settings and the admin dashboard read right to left in Arabic (screenshots)', async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  await signInWithApi(page, 'admin', '/settings?hl=ar');
  for (const path of [...SETTINGS, '/admin?tab=users', '/admin?tab=notifications', '/admin?tab=moderation', '/admin/email-tools']) {
    await open(page, path, 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
    // The page's title starts on the right.
    expect(heading!.x + heading!.width, `the title ends on the right on ${path}`).toBeGreaterThan(page.viewportSize()!.width / 2);
    const name = path.replace(/^\//, '').replace(/[/?=&]+/g, '-');
    await page.screenshot({ path: testInfo.outputPath(`rtl-${name}-${testInfo.project.name}.png`), fullPage: true });
  }
});

test('a member reads Settings in German, and an admin the dashboard in French', async ({ page }) => {
  await signInWithApi(page, 'basic', '/settings?hl=de');
  await expect(page.getByRole('heading', { level: 1, name: 'Einstellungen' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Datenschutz' })).toBeVisible();
  await expect(page.getByText('E-Mail-Benachrichtigungen', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Push-Benachrichtigungen' })).toBeVisible();
  await gotoApp(page, '/settings?tab=security');
  await expect(page.getByRole('heading', { name: 'Anmeldewege' })).toBeVisible();

  await signInWithApi(page, 'admin', '/admin?hl=fr');
  await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord d’administration' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Modération' })).toBeVisible();
  await expect(page.getByLabel('Rechercher des utilisateurs')).toBeVisible();
});

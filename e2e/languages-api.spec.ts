// Issue 29, the API's words: a refusal the app shows as the server wrote it (a sign-in that
// fails) is in the page's language, fits a 390 px phone in the pseudo-locale and reads right to
// left in Arabic; the sitemap names every language's address of a public page.
import type { Page } from '@playwright/test';
import { expect, gotoApp, test, uniqueUser } from './fixtures';
import { clippedTexts } from './language-checks';

test.use({ serviceWorkers: 'block' });

/** Signs in with an address no account has (nothing to lock out in the shared database): the API refuses. */
async function failSignIn(page: Page, hl: string) {
  await gotoApp(page, `/login?hl=${hl}`);
  const who = uniqueUser('api-lang');
  await page.locator('input[type="email"]').first().fill(who.email);
  await page.locator('input[type="password"]').first().fill(who.password);
  // Enter sends the password form, whatever its button says in this language.
  await page.locator('input[type="password"]').first().press('Enter');
  const alert = page.getByRole('main').getByRole('alert');
  await expect(alert).toBeVisible();
  return alert;
}

test('a refused sign-in is said in German on a German page', async ({ page }) => {
  const alert = await failSignIn(page, 'de');
  await expect(alert).toContainText('E-Mail-Adresse oder Passwort ungültig.');
});

test('the API’s refusal fits a 390 px phone in the pseudo-locale (40% longer) @phone-only', async ({ page }) => {
  const alert = await failSignIn(page, 'en-XA');
  // The pseudo-locale brackets every catalogue text: the API's too.
  await expect(alert).toContainText('[');
  const { cut, wide } = await clippedTexts(page);
  expect(cut, 'clipped text').toEqual([]);
  expect(wide, 'the page is wider than the screen').toBe(false);
});

test('the API’s refusal reads right to left in Arabic', async ({ page }, testInfo) => {
  const alert = await failSignIn(page, 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(alert).toContainText('البريد الإلكتروني أو كلمة المرور غير صحيحة.');
  // The alert's text runs right to left, as Arabic does.
  await expect(alert).toHaveCSS('direction', 'rtl');
  await page.screenshot({ path: testInfo.outputPath(`rtl-api-refusal-${testInfo.project.name}.png`), fullPage: true });
});

test('the sitemap names each public page in every language, and x-default @phone-only', async ({ page }) => {
  const pages = await (await page.request.get('/sitemap-pages.xml')).text();
  expect(pages).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  expect(pages).toMatch(/<xhtml:link rel="alternate" hreflang="de" href="[^"]+\/about\?hl=de"\/>/);
  expect(pages).toMatch(/<xhtml:link rel="alternate" hreflang="x-default" href="[^"?]+\/about"\/>/);
});

// Issue 29 "Worldwide in fact", the information pages: the pseudo-locale (accented, ~40% longer)
// fits a 390 px phone on the most-read pages, Arabic mirrors them (screenshots kept in
// test-results/ to look at), and a German or French visitor reads them in their language.
import { expect, gotoApp, test } from './fixtures';
import { clippedTexts, visibleMessageIds } from './language-checks';

test.use({ serviceWorkers: 'block' });

const MAIN_PAGES = ['/about', '/pricing', '/faqs', '/help-center', '/contact-us', '/how-it-works', '/privacy-policy', '/no-such-page'];

test('the pseudo-locale fits a 390 px phone on the information pages @phone-only', async ({ page }) => {
  test.setTimeout(180_000);
  for (const path of MAIN_PAGES) {
    await gotoApp(page, `${path}?hl=en-XA`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
    // The page's own title comes from the pages catalogue: bracketed and accented.
    await expect(page.getByRole('heading', { level: 1 })).toContainText(' ·]');
    expect(await visibleMessageIds(page), `message ids on ${path}`).toEqual([]);
    const { cut, wide } = await clippedTexts(page);
    expect(cut, `clipped text on ${path}`).toEqual([]);
    expect(wide, `${path} is wider than the screen`).toBe(false);
  }
});

test('Arabic reads right to left on the information pages (screenshots)', async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  for (const [name, path] of [
    ['about', '/about'],
    ['pricing', '/pricing'],
    ['faqs', '/faqs'],
    ['privacy', '/privacy-policy'],
  ] as const) {
    await gotoApp(page, `${path}?hl=ar`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible();
    // The title's words start at the right edge of the page, as Arabic reads.
    const right = await heading.evaluate((h) => {
      const range = document.createRange();
      range.selectNodeContents(h);
      return range.getBoundingClientRect().right;
    });
    expect(right, `the title sits on the right on ${path}`).toBeGreaterThan(page.viewportSize()!.width * 0.75);
    await page.screenshot({ path: testInfo.outputPath(`rtl-${name}-${testInfo.project.name}.png`), fullPage: true });
  }
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('سياسة الخصوصية');
});

test('a German visitor reads pricing and the FAQs in German, a French one the help centre in French @phone-only', async ({ page }) => {
  await gotoApp(page, '/pricing?hl=de');
  await expect(page.getByRole('heading', { level: 1, name: 'Preise' })).toBeVisible();
  await expect(page.getByText('Am beliebtesten')).toBeVisible();
  await gotoApp(page, '/faqs?hl=de');
  await page.getByRole('button', { name: 'Ist die Anmeldung bei Civic Connect kostenlos?' }).click();
  await expect(page.getByText(/^Ja\. Basic-Konten sind für immer kostenlos\./)).toBeVisible();
  await gotoApp(page, '/help-center?hl=fr');
  await expect(page.getByRole('heading', { level: 1, name: "Centre d'aide" })).toBeVisible();
  await expect(page.getByRole('link', { name: /Lire les guides/ })).toBeVisible();
});

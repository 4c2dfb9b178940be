// Issue 29 "Worldwide in fact", languages: the visitor's Accept-Language picks the server-rendered
// page's language, registration in that language sends the confirmation email in it, the
// pseudo-locale (accented, ~40% longer) fits a 390 px phone on the converted pages, and Arabic
// mirrors the layout (screenshots kept in test-results/ to look at).
import type { Page } from '@playwright/test';
import { expect, gotoApp, sitemapAddresses, test, uniqueUser, waitForEmail } from './fixtures';
import { clippedTexts, visibleMessageIds } from './language-checks';

test.use({ serviceWorkers: 'block' });

/** A demo meetup's public page (the sitemap's; not one another spec wrote into the shared database). */
async function publicMeetupPath(page: Page): Promise<string> {
  // The sitemap is an index of files (decision 0062): its meetups files list the public pages.
  const sitemap = await sitemapAddresses(page);
  const id = /\/m\/([0-9a-f-]{36})/.exec(sitemap)?.[1];
  expect(id, 'a public meetup in the sitemap').toBeTruthy();
  return `/m/${id}`;
}

test.describe('Accept-Language: de', () => {
  test.use({ locale: 'de-DE' });

  test('the server renders the home and meetup pages in German, before any JavaScript @phone-only', async ({ page }) => {
    const home = await (await page.request.get('/', { headers: { 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' } })).text();
    expect(home).toContain('<html lang="de" dir="ltr"');
    expect(home).toContain('Treffen Sie die Menschen, die Städte besser machen.');
    expect(home).toContain('Zum Inhalt springen');
    expect(home).not.toContain('Meet the people making cities work better.');
    // Each language's address for search engines, and one for "the visitor's own".
    expect(home).toContain('hreflang="ar"');
    expect(home).toContain('hreflang="x-default"');
    // Chosen by the browser, the page is the x-default version (its canonical address has no ?hl=).
    expect(home).toMatch(/<link rel="canonical" href="[^"?]*\/" \/>/);
    const meetupPath = await publicMeetupPath(page);
    const meetup = await (await page.request.get(meetupPath, { headers: { 'accept-language': 'de' } })).text();
    expect(meetup).toContain('<html lang="de"');
    expect(meetup).toMatch(/Zum Teilnehmen anmelden|Ausgebucht|Dieses Meetup hat bereits stattgefunden|Professioneller Partner/);
    // The English page is still the specification's, for a visitor who asks for English.
    const english = await (await page.request.get('/', { headers: { 'accept-language': 'en-GB' } })).text();
    expect(english).toContain('Meet the people making cities work better.');
    // Opened with ?hl=de it is the German version, which names itself as canonical (not the
    // address of another language's version). Last: the server remembers an ?hl= choice.
    const version = await (await page.request.get('/?hl=de')).text();
    expect(version).toMatch(/<link rel="canonical" href="[^"]*\/\?hl=de" \/>/);
  });

  test('a visitor registers in German and the confirmation email is in German', async ({ page }) => {
    const user = uniqueUser('de');
    await gotoApp(page, '/register');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { name: 'Erstellen Sie Ihr Konto' })).toBeVisible();
    await page.getByLabel('Vollständiger Name').fill(user.name);
    await page.getByLabel('E-Mail-Adresse', { exact: true }).fill(user.email);
    await page.getByLabel('Passwort', { exact: true }).fill(user.password);
    await page.getByLabel('Passwort bestätigen').fill(user.password);
    await page.getByRole('button', { name: 'Konto erstellen' }).click();
    const mail = await waitForEmail(user.email, { subject: /Bestätigen Sie Ihre E-Mail-Adresse/ });
    expect(mail.subject).toBe('Bestätigen Sie Ihre E-Mail-Adresse bei Civic Connect');
  });
});

test('the language menu in the footer shows the page in the chosen language, and keeps it @phone-only', async ({ page }) => {
  await gotoApp(page, '/login');
  await page.getByTestId('language-menu').selectOption('es');
  await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  // The choice is kept: the next page the server renders is Spanish too.
  const next = await (await page.request.get('/register')).text();
  expect(next).toContain('Cree su cuenta');
});

test('the pseudo-locale (accented, 40% longer) fits a 390 px phone on the converted pages @phone-only', async ({ page }) => {
  test.setTimeout(120_000);
  const meetupPath = await publicMeetupPath(page);
  for (const path of ['/', '/login', '/register', meetupPath]) {
    await gotoApp(page, `${path}?hl=en-XA`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
    // The skip link and the footer come from the catalogue: bracketed and accented.
    await expect(page.getByTestId('site-footer')).toContainText('[©');
    const { cut, wide } = await clippedTexts(page);
    expect(cut, `clipped text on ${path}`).toEqual([]);
    expect(await visibleMessageIds(page), `message ids on ${path}`).toEqual([]);
    expect(wide, `${path} is wider than the screen`).toBe(false);
  }
});

test('Arabic reads right to left: the layout mirrors (screenshots of the main pages)', async ({ page }, testInfo) => {
  test.setTimeout(120_000); // four pages, each with a full-page screenshot
  const meetupPath = await publicMeetupPath(page);
  for (const [name, path] of [
    ['home', '/'],
    ['meetup', meetupPath],
    ['login', '/login'],
    ['register', '/register'],
  ] as const) {
    await gotoApp(page, `${path}?hl=ar`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const brand = await page.getByTestId('nav-bar').getByRole('link').first().boundingBox();
    const width = page.viewportSize()!.width;
    // The brand starts the bar: on the right in Arabic.
    expect(brand!.x + brand!.width / 2, `the brand on the right on ${path}`).toBeGreaterThan(width / 2);
    await page.screenshot({ path: testInfo.outputPath(`rtl-${name}-${testInfo.project.name}.png`), fullPage: name !== 'home' });
  }
});

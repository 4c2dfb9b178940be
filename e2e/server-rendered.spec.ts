// Content before JavaScript (issue 13, docs/decisions/0031): public pages arrive as the app's own
// HTML, rendered by the server; the app then renders over it and keeps the server's elements.
import type { Page } from '@playwright/test';
import { ACCOUNTS, expect, expectSignedInAs, signInWithApi, sitemapAddresses, test } from './fixtures';

// The service worker would answer later navigations with its cached shell: every page here is
// a first visit.
test.use({ serviceWorkers: 'block' });

type Shared = { meetup: { path: string; title: string }; partner: { path: string; name: string } };

/** A public meetup (from the sitemap's files) and a published partner page. */
async function sharedPages(page: Page): Promise<Shared> {
  const sitemap = await sitemapAddresses(page);
  // A meetup of the demo data, not one another spec wrote into the shared database.
  const ids = [...sitemap.matchAll(/\/m\/([0-9a-f-]{36})/g)].map((m) => m[1]);
  let id = ids[0];
  for (const candidate of ids) {
    const m = await (await page.request.get(`/api/public/meetups/${candidate}`)).json();
    if (m.title === 'Open Data Breakfast: transport and air quality') {
      id = candidate;
      break;
    }
  }
  const meetup = await (await page.request.get(`/api/public/meetups/${id}`)).json();
  const [partner] = await (await page.request.get('/api/partners')).json();
  return { meetup: { path: `/m/${id}`, title: meetup.title }, partner: { path: `/v/${partner.slug}`, name: partner.display_name } };
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('public pages show their content and title @phone-only', async ({ page }) => {
    const { meetup, partner } = await sharedPages(page);
    const pages: [string, string | RegExp, string][] = [
      ['/', 'Meet the people making cities work better.', 'Meetups at quality venues worldwide · Civic Connect'],
      ['/about', /About/, 'About · Civic Connect'],
      ['/login', /Sign in|Welcome back/i, 'Sign in · Civic Connect'],
      [meetup.path, meetup.title, `${meetup.title} · Civic Connect`],
      [partner.path, partner.name, `${partner.name} · Civic Connect`],
    ];
    for (const [path, heading, title] of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page).toHaveTitle(title);
    }
    // The meetup page's call to action is a plain link that works without the app.
    await page.goto(meetup.path);
    await expect(page.getByRole('link', { name: 'Sign in to join' })).toHaveAttribute('href', `/login?returnTo=${encodeURIComponent(meetup.path)}`);
  });

  test('the home page arrives with its figures and featured venues (decision 0083) @phone-only', async ({ page }) => {
    await page.goto('/');
    // The figures themselves, not their loading outline: a count beside each of the four labels.
    const figures = page.getByRole('region', { name: 'Civic Connect in numbers' });
    for (const label of ['Countries', 'Professionals', 'Venues', 'Events']) await expect(figures).toContainText(new RegExp(`\\d+\\s*${label}`));
    const featured = page.locator('section[aria-labelledby="home-featured-venues"]');
    await expect(featured.getByRole('heading', { name: 'Featured venues' })).toBeVisible();
    await expect(featured.locator('li')).toHaveCount(3);
  });

  test('on a computer a page waits hidden for the choice between app and landing page @desktop-only', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1, name: /About/ })).toBeHidden();
    // Shared links open the app on a computer too: nothing to wait for.
    const { meetup } = await sharedPages(page);
    await page.goto(meetup.path);
    await expect(page.getByRole('heading', { level: 1, name: meetup.title })).toBeVisible();
  });
});

/** The elements the server sent in #root, collected before any script of the app runs. */
async function recordServerElements(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') (window as unknown as { ssr: Element[] }).ssr = [...document.querySelectorAll('#root *')];
    });
  });
}

test('the app renders over the server HTML and keeps its elements @phone-only', async ({ page }) => {
  const { meetup, partner } = await sharedPages(page);
  const violations: string[] = [];
  page.on('console', (m) => m.text().includes('Content Security Policy') && violations.push(m.text()));
  await recordServerElements(page);
  for (const path of ['/', '/about', '/login', meetup.path, partner.path]) {
    await page.goto(path);
    // The app is running: its menu (code loaded with the first render) opens.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    // The footer hydrates in a later task than the bar (decision 0086, <HydrateLater>): its button
    // works once it has, and what it kept is still the server's.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole('button', { name: 'Back to top' }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY), { message: `${path}: the footer's button works` }).toBe(0);
    const kept = await page.evaluate(() => {
      const ssr = (window as unknown as { ssr: Element[] }).ssr;
      return { sent: ssr.length, h1: ssr.includes(document.querySelector('h1')!), lost: ssr.filter((el) => !el.isConnected && !el.matches('[aria-hidden="true"]') && !el.closest('[data-map-frame]')).map((el) => el.outerHTML.slice(0, 80)) };
    });
    expect(kept.sent, path).toBeGreaterThan(50);
    expect(kept.h1, `${path}: the heading is the server's element`).toBe(true);
    // Only loading outlines (aria-hidden) may go, when their data arrives, and a map's frame once
    // it scrolls into view (it becomes the live map).
    expect(kept.lost, path).toEqual([]);
  }
  expect(violations).toEqual([]);
});

test('the app starts on the home page’s figures and featured venues instead of asking for them again @phone-only', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (r) => asked.push(new URL(r.url()).pathname));
  await page.goto('/');
  const featured = page.locator('section[aria-labelledby="home-featured-venues"]');
  await expect(featured.locator('li')).toHaveCount(3);
  // The app is running (its menu opens), so its first render's queries have been made.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  // A sentinel request from the page, seen after anything the app asked for on starting.
  await page.evaluate(() => fetch('/api/health?sentinel=1'));
  await expect.poll(() => asked.includes('/api/health')).toBe(true);
  expect(asked.filter((p) => p === '/api/stats' || p === '/api/venues/featured')).toEqual([]);
  await expect(featured.locator('li')).toHaveCount(3);
});

test('the inline theme script runs under the CSP before the first paint', async ({ browser }) => {
  const context = await browser.newContext({ colorScheme: 'dark', javaScriptEnabled: true, serviceWorkers: 'block' });
  const page = await context.newPage();
  const violations: string[] = [];
  page.on('console', (m) => m.text().includes('Content Security Policy') && violations.push(m.text()));
  // The app's own code is held back: what shows is the server's HTML and the inline script's work.
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  // allowDesktop=1: on a computer the inline script also lets the page show before the app decides.
  await page.goto('/login?allowDesktop=1', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(violations).toEqual([]);
  await context.close();
});

test('a signed-in member gets their own bar over the visitor HTML', async ({ page }) => {
  await signInWithApi(page, 'professional', '/about');
  await expect(page.getByRole('heading', { level: 1, name: /About/ })).toBeVisible();
  await expectSignedInAs(page, ACCOUNTS.professional.label);
});

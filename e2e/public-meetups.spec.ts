// Public meetup pages (issue 14): a shared /m/{id} link shows the meetup to anyone and offers
// the call to action that fits the reader — visitors sign in and come back to join, basic
// members are offered the upgrade, professionals join on the spot.
import type { Page } from '@playwright/test';
import { E2E_BASE_URL } from './env';
import { ACCOUNTS, demoPassword, expect, expectNoAxeViolations, expectSignedInAs, fetchSession, signInWithApi, submitLogin, test } from './fixtures';

// A seeded Professional Partner who organises none of the demo meetups.
const JOINER = 'daniel.kim@civicconnect.example';

type Listed = { id: string; title: string; is_attending: boolean; is_full: boolean; abilities: { join: boolean } };

/** An upcoming approved demo meetup with room that the joiner is not (or no longer) going to. */
async function joinableMeetup(page: Page): Promise<Listed> {
  const { access_token } = await fetchSession(page, JOINER);
  const headers = { authorization: `Bearer ${access_token}` };
  const res = await page.request.get('/api/meetups?when=upcoming&limit=100', { headers });
  expect(res.status()).toBe(200);
  const m = ((await res.json()).meetups as Listed[]).find((x) => x.abilities.join && !x.is_full);
  if (!m) throw new Error('the demo data has no upcoming meetup with room');
  // The demo data has the joiner going to every meetup: leave this one first.
  const left = await page.request.post(`/api/meetups/${m.id}/attendance`, { headers, data: { attending: false } });
  expect(left.status()).toBe(200);
  return m;
}

test('a visitor reads a shared meetup, signs in from it and joins', async ({ page }) => {
  const m = await joinableMeetup(page);
  // A shared link opened on a computer shows the meetup, not the desktop landing page.
  const res = await page.goto(`/m/${m.id}`);
  expect(res?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: m.title })).toBeVisible();
  await expect(page.getByTestId('join-panel')).toBeVisible();
  await expectNoAxeViolations(page);
  const signIn = page.getByRole('link', { name: 'Sign in to join' });
  await expect(signIn).toHaveAttribute('href', `/login?returnTo=${encodeURIComponent(`/m/${m.id}`)}`);
  await signIn.click();
  await submitLogin(page, JOINER, demoPassword(JOINER));
  await expectSignedInAs(page, ACCOUNTS.professional.label);
  await expect(page).toHaveURL(new RegExp(`/m/${m.id}$`));
  await page.getByRole('button', { name: 'Join meetup' }).click();
  await expect(page.getByTestId('join-panel')).toContainText("You're going");
});

test('a basic member is offered the upgrade with the way back', async ({ page }) => {
  const m = await joinableMeetup(page);
  await signInWithApi(page, 'basic', `/m/${m.id}`);
  await expect(page.getByRole('heading', { level: 1, name: m.title })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Become a Professional Partner to join' })).toHaveAttribute(
    'href',
    `/upgrade-account?returnTo=${encodeURIComponent(`/m/${m.id}`)}`,
  );
  // Issue 27: however many lines it takes, each has its full height and the button has room around them.
  const upgrade = page.getByTestId('upgrade-to-join');
  const fit = await upgrade.evaluate((el) => {
    const s = getComputedStyle(el);
    const lines = Math.round((el.clientHeight - parseFloat(s.paddingTop) - parseFloat(s.paddingBottom)) / parseFloat(s.lineHeight));
    return { lines, clipped: el.scrollHeight > el.clientHeight, padding: parseFloat(s.paddingTop) };
  });
  expect(fit.clipped).toBe(false);
  expect(fit.lines).toBeGreaterThanOrEqual(1);
  expect(fit.padding).toBeGreaterThanOrEqual(8);
  await expect(page.getByRole('button', { name: 'Join meetup' })).toHaveCount(0);
});

test('a meetup that is not public is the not-found page with 404', async ({ page }) => {
  const res = await page.goto('/m/00000000-0000-4000-8000-000000000000');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});

test.describe('Share', () => {
  test('copies the public link and says so where the device has no share sheet', async ({ page, context }) => {
    const m = await joinableMeetup(page);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.addInitScript(() => Object.defineProperty(navigator, 'share', { value: undefined, configurable: true }));
    await page.goto(`/m/${m.id}`);
    await page.getByTestId('join-panel').getByRole('button', { name: 'Share' }).click();
    const link = `${E2E_BASE_URL}/m/${m.id}`;
    await expect(page.getByTestId('toast').filter({ hasText: 'Link copied' })).toContainText(link);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  });

  test("opens the device's share sheet with a partner page's public link", async ({ page }) => {
    const partners = (await (await page.request.get('/api/partners')).json()) as { slug: string; display_name: string }[];
    expect(partners.length).toBeGreaterThan(0);
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'share', {
        configurable: true,
        value: async (data: ShareData) => {
          (window as unknown as { shared: ShareData[] }).shared = [...((window as unknown as { shared?: ShareData[] }).shared ?? []), data];
        },
      });
    });
    await page.goto(`/v/${partners[0].slug}`);
    await page.getByRole('button', { name: 'Share' }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { shared?: ShareData[] }).shared)).toEqual([{ title: partners[0].display_name, url: `${E2E_BASE_URL}/v/${partners[0].slug}` }]);
  });
});

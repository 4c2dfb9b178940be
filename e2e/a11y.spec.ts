// axe-core (WCAG 2.0/2.1 A and AA, 2.2 AA) on the pages of issue 2, at the phone and desktop
// viewports (one project each), in light and dark theme; plus the shell's menus, the desktop
// landing page, the error fallback and the network banner.
import type { Page } from '@playwright/test';
import {
  THEME_KEY,
  authStatus,
  expect,
  expectNoAxeViolations,
  gotoApp,
  navBar,
  openMobileMenu,
  openUserMenu,
  signInWithApi,
  test,
} from './fixtures';

const PAGES = ['/', '/login', '/register', '/forgot-password', '/reset-password', '/about', '/pricing', '/faqs', '/contact-us', '/blog', '/newsletter/unsubscribe?token=not-a-real-token-0000000000'];
type Theme = 'light' | 'dark';
const THEMES: Theme[] = ['light', 'dark'];

test.beforeEach(async ({ page }) => {
  // Audit the finished state, not a fade-in half way through.
  await page.emulateMedia({ reducedMotion: 'reduce', colorScheme: 'light' });
});

/** The page has settled: its heading shows, the shell knows the session, no requests are pending. */
async function settled(page: Page) {
  await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: /not found/i })).toHaveCount(0);
  await expect(authStatus(page)).not.toHaveText('Checking authentication…');
  await page.waitForLoadState('networkidle');
}

/** Saves the theme choice the way the toggle does and reloads, then checks it applied. */
async function useTheme(page: Page, theme: Theme) {
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [THEME_KEY, theme] as const);
  await page.reload();
  if (theme === 'dark') await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  else await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
}

/** Runs `audit` once per theme; each theme's violations are reported under its own step. */
async function inBothThemes(page: Page, audit: (theme: Theme) => Promise<void>) {
  for (const theme of THEMES) {
    await test.step(`${theme} theme`, async () => {
      await useTheme(page, theme);
      await audit(theme);
    });
  }
}

for (const path of PAGES) {
  test(`no axe violations on ${path} (light and dark)`, async ({ page }) => {
    await gotoApp(page, path);
    await inBothThemes(page, async () => {
      await settled(page);
      await expectNoAxeViolations(page);
    });
  });
}

test('no axe violations on the signed-in home page and its open menu (light and dark)', async ({ page }, testInfo) => {
  await signInWithApi(page, 'admin', '/');
  await inBothThemes(page, async () => {
    await settled(page);
    await expectNoAxeViolations(page);
    // Below 1024px the account lives in the side sheet; on desktop in the account menu.
    if (testInfo.project.name === 'desktop') await openUserMenu(page);
    else await openMobileMenu(page);
    await expectNoAxeViolations(page);
  });
});

test('no axe violations on meetup cards with pictures and places, and a venue page with the upgrade prompt (light and dark)', async ({ page }) => {
  await signInWithApi(page, 'professional', '/meetups');
  await inBothThemes(page, async () => {
    await settled(page);
    await expect(page.getByTestId('meetup-card').first()).toBeVisible();
    await expectNoAxeViolations(page);
  });
  await signInWithApi(page, 'basic', '/venues');
  await page.getByTestId('venue-card').first().click();
  await inBothThemes(page, async () => {
    await settled(page);
    await expect(page.getByTestId('upgrade-prompt')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test('no axe violations on the error fallback and the network banner (light and dark)', async ({ page, context }) => {
  await page.route('**/assets/login-page-*.js', (route) => route.abort('failed'));
  await gotoApp(page, '/');
  await inBothThemes(page, async () => {
    await settled(page);
    await context.setOffline(true);
    await expect(page.getByTestId('network-banner')).toBeVisible();
    await navBar(page).getByRole('link', { name: 'Sign In' }).click();
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await expectNoAxeViolations(page);
    await context.setOffline(false);
    await page.goBack();
  });
});

test('no axe violations on the desktop landing page (light and dark) @desktop-only', async ({ page }) => {
  await gotoApp(page, '/', { allowDesktop: false });
  await inBothThemes(page, async () => {
    await expect(page.getByTestId('desktop-landing')).toBeVisible();
    await expect(page.getByTestId('landing-qr')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page);
  });
});

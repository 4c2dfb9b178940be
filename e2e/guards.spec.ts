// The route guard of docs/product.md §6, rule by rule, with one demo account per role (issue 2 §4, §5).
// Accounts sign in through the auth API (the form itself is covered by auth.spec.ts).
import { expect, expectSignedOut, gotoApp, signInWithApi, test, type DemoRole } from './fixtures';
import type { Page } from '@playwright/test';

/**
 * The guard has decided for good once the shell knows the role (openAs waits for that); a
 * redirect would happen in that same render. The page itself is owned by other features, so
 * only a loose match on its main heading is asserted.
 */
async function expectAllowed(page: Page, path: string, heading: RegExp) {
  await expect(page).toHaveURL(new RegExp(`^[^?]*${path.replace(/[/]/g, '\\/')}$`));
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: heading }).first()).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`^[^?]*${path.replace(/[/]/g, '\\/')}$`));
}

async function openAs(page: Page, role: DemoRole, path: string) {
  await signInWithApi(page, role, path);
}

test('unauthenticated: a signed-in-only page sends to /login with returnTo', async ({ page }) => {
  await gotoApp(page, '/profile');
  await expect(page).toHaveURL(/\/login\?returnTo=%2Fprofile$/);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expectSignedOut(page);
});

test('unauthenticated: returnTo keeps the query string of the wanted page', async ({ page }) => {
  await gotoApp(page, '/venues?tab=nearby');
  await expect(page).toHaveURL(/\/login\?returnTo=%2Fvenues%3Ftab%3Dnearby$/);
});

test('unauthenticated: role and admin pages also ask to sign in first', async ({ page }) => {
  for (const path of ['/meetups', '/create-venue', '/admin']) {
    await gotoApp(page, path);
    await expect(page).toHaveURL(new RegExp(`/login\\?returnTo=${encodeURIComponent(path)}$`));
  }
});

test('basic member on a professional page goes to /upgrade-account with returnTo', async ({ page }) => {
  await openAs(page, 'basic', '/meetups');
  await expect(page).toHaveURL(/\/upgrade-account\?returnTo=%2Fmeetups$/);
});

test('basic member on a venue page goes to /upgrade-account with returnTo', async ({ page }) => {
  await openAs(page, 'basic', '/create-venue');
  await expect(page).toHaveURL(/\/upgrade-account\?returnTo=%2Fcreate-venue$/);
});

test('basic member may open a signed-in page (/settings)', async ({ page }) => {
  await openAs(page, 'basic', '/settings');
  await expectAllowed(page, '/settings', /settings/i);
});

test('venue partner on a professional-only page goes to /', async ({ page }) => {
  await openAs(page, 'venue', '/meetups');
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
});

test('venue partner may open venue pages (/create-venue)', async ({ page }) => {
  await openAs(page, 'venue', '/create-venue');
  await expectAllowed(page, '/create-venue', /venue/i);
});

test('professional partner passes venue-only pages (/create-venue)', async ({ page }) => {
  await openAs(page, 'professional', '/create-venue');
  await expectAllowed(page, '/create-venue', /venue/i);
});

test('a professional without venues on /venue-management is told it is for Venue Partners, with no Add Venue', async ({ page }) => {
  await openAs(page, 'professional', '/venue-management');
  await expectAllowed(page, '/venue-management', /Venue management is for Venue Partners/);
  await expect(page.getByRole('main').getByRole('link', { name: 'Add Venue' })).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('link', { name: 'Browse venues' })).toBeVisible();
});

test('professional partner may open professional pages (/meetups)', async ({ page }) => {
  await openAs(page, 'professional', '/meetups');
  await expectAllowed(page, '/meetups', /meetup/i);
});

for (const role of ['basic', 'professional', 'venue'] as const) {
  test(`non-admin (${role}) on /admin goes to /`, async ({ page }) => {
    await openAs(page, role, '/admin');
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
  });
}

test('admin may open /admin and /admin/email-tools', async ({ page }) => {
  await openAs(page, 'admin', '/admin');
  await expectAllowed(page, '/admin', /admin/i);
  await gotoApp(page, '/admin/email-tools');
  await expectAllowed(page, '/admin/email-tools', /email/i);
});

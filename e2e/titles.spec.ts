// Every page has its own tab title "{Page} · Civic Connect", and public pages a meta description;
// a meetup, venue and partner page is titled with its name (issue 13). Titles do not depend on the
// viewport, so this runs on the phone only.
import type { Page } from '@playwright/test';
import { expect, fetchSession, gotoApp, signInWithApi, test } from './fixtures';

const t = (name: string) => `${name} · Civic Connect`;

const PUBLIC: [path: string, title: string][] = [
  ['/', 'Meetups at quality venues worldwide'],
  ['/login', 'Sign in'],
  ['/register', 'Register'],
  ['/forgot-password', 'Forgot password'],
  ['/reset-password', 'Reset password'],
  ['/about', 'About'],
  ['/partners', 'Our partners'],
  ['/how-it-works', 'How it works'],
  ['/pricing', 'Pricing'],
  ['/email-templates', 'Email templates'],
  ['/help-center', 'Help Centre'],
  ['/contact-us', 'Contact us'],
  ['/community-guidelines', 'Community guidelines'],
  ['/safety-security', 'Safety and security'],
  ['/careers', 'Careers'],
  ['/press-kit', 'Press kit'],
  ['/blog', 'Blog'],
  ['/privacy-policy', 'Privacy Policy'],
  ['/terms-of-service', 'Terms of Service'],
  ['/cookie-policy', 'Cookie Policy'],
  ['/gdpr-compliance', 'GDPR compliance'],
  ['/basic-member', 'Basic Member'],
  ['/professional-partner', 'Professional Partner'],
  ['/venue-partner', 'Venue Partner'],
  ['/guides', 'Guides'],
  ['/faqs', 'FAQs'],
  ['/upgrade-account', 'Upgrade your account'],
  ['/no-such-page', 'Page not found'],
];

/** Navigates inside the app (no reload), as a member moving between pages does. */
async function navigate(page: Page, path: string) {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

const description = (page: Page) => page.locator('meta[name="description"]').getAttribute('content');

test('every public page has its own title and a description @phone-only', async ({ page }) => {
  await gotoApp(page, '/');
  await expect(page).toHaveTitle(t('Meetups at quality venues worldwide'));
  const seen = new Set<string>();
  for (const [path, title] of PUBLIC) {
    await navigate(page, path);
    await expect(page, path).toHaveTitle(t(title));
    const text = await description(page);
    expect(text, path).toBeTruthy();
    seen.add(text!);
  }
  expect(seen.size).toBeGreaterThan(PUBLIC.length - 3); // each page describes itself, not one text for all
});

test('a partner page is titled with the partner name, also when opened directly @phone-only', async ({ page }) => {
  const partners = (await (await page.request.get('/api/partners')).json()) as { slug: string; display_name: string }[];
  const partner = partners[0];
  await gotoApp(page, `/v/${partner.slug}`);
  await expect(page).toHaveTitle(t(partner.display_name));
});

test('signed-in pages have their titles; a meetup and a venue are titled with their names @phone-only', async ({ page }) => {
  await signInWithApi(page, 'professional', '/meetups');
  await expect(page).toHaveTitle(t('Global Meetups'));
  for (const [path, title] of [
    ['/profile', 'Profile'],
    ['/venues', 'Worldwide Venues'],
    ['/settings', 'Settings'],
    ['/create-meetup', 'Create Meetup'],
  ]) {
    await navigate(page, path);
    await expect(page, path).toHaveTitle(t(title));
  }
  const session = await fetchSession(page, 'professional@civicconnect.example');
  const headers = { authorization: `Bearer ${session.access_token}` };
  const { meetups } = await (await page.request.get('/api/meetups', { headers })).json();
  const { venues } = await (await page.request.get('/api/venues', { headers })).json();
  await navigate(page, `/meetups/${meetups[0].id}`);
  await expect(page).toHaveTitle(t(meetups[0].title));
  await navigate(page, `/venues/${venues[0].id}`);
  await expect(page).toHaveTitle(t(venues[0].name));
  // Back to a list: its own title again, not the last meetup's or venue's.
  await navigate(page, '/meetups');
  await expect(page).toHaveTitle(t('Global Meetups'));
});

test('venue and admin pages have their titles @phone-only', async ({ page }) => {
  await signInWithApi(page, 'venue', '/venue-management');
  await expect(page).toHaveTitle(t('Venue management'));
  await navigate(page, '/create-venue');
  await expect(page).toHaveTitle(t('Add Venue'));
  await signInWithApi(page, 'admin', '/admin');
  await expect(page).toHaveTitle(t('Admin'));
  await navigate(page, '/admin/email-tools');
  await expect(page).toHaveTitle(t('Admin Email Tools'));
});

// Issue 17: what the product says is true of the running product (demo content included).
import { expect, gotoApp, signInWithApi, test } from './fixtures';

test('a past meetup card says how many went, not how many places are left', async ({ page }) => {
  await signInWithApi(page, 'professional', '/meetups?when=past');
  const card = page.getByTestId('meetup-card').filter({ hasText: 'Digital inclusion forum' });
  await expect(card).toBeVisible();
  await expect(card).toContainText(/went/);
  await expect(card).not.toContainText(/left/);
});

test('a rejected meetup offers no "Add to calendar"; an approved one does', async ({ page }) => {
  await signInWithApi(page, 'professional', '/meetups');
  await page.getByTestId('meetup-card').filter({ hasText: 'Open Data Breakfast' }).click();
  await expect(page.getByRole('button', { name: 'Add to calendar' })).toBeVisible();
  // The rejected request is the organiser's own: /meetups lists it for them.
  await gotoApp(page, '/meetups');
  const rejected = page.getByTestId('meetup-card').filter({ hasText: 'Smart city sensors workshop' });
  await rejected.first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Smart city sensors workshop' })).toBeVisible();
  await expect(page.getByText('The venue rejected this booking')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to calendar' })).toHaveCount(0);
});

test('the venue owner’s rate fields say the rate is per hour', async ({ page }) => {
  await signInWithApi(page, 'venue', '/venue-management?tab=venues');
  // The demo owner's venues are in Dublin: their rates are in euros (decision 0065).
  await expect(page.getByLabel(/Default rate per hour \(€\)/).first()).toBeVisible();
});

test('blog posts are shown whole and promise no article to open', async ({ page }) => {
  await gotoApp(page, '/blog');
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText(/min read/);
});

test('the cities the copy names have venues: Manchester, Leeds and Bristol', async ({ page }) => {
  await signInWithApi(page, 'basic', '/venues');
  for (const city of ['Manchester', 'Leeds', 'Bristol']) {
    await gotoApp(page, `/venues?q=${city}`);
    await expect(page.getByTestId('venue-card').first(), `a venue in ${city}`).toBeVisible();
  }
});

test('home page: no invented testimonials', async ({ page }) => {
  await gotoApp(page, '/');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What our members say' })).toHaveCount(0);
  await expect(page.getByRole('main')).not.toContainText('Priya Shah');
});

test('a basic member on a venue page is offered the upgrade to Professional Partner, not a dead end', async ({ page }) => {
  await signInWithApi(page, 'basic', '/venues');
  await page.getByTestId('venue-card').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Book this venue' })).toHaveCount(0);
  const prompt = page.getByTestId('upgrade-prompt');
  await expect(prompt).toContainText('£4.99 a year');
  await prompt.getByRole('link', { name: 'Become a Professional Partner' }).click();
  await expect(page).toHaveURL(/\/upgrade-account\?returnTo=%2Fvenues%2F/);
});

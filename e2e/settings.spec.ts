// Settings (docs/product.md §2 Settings, §5, §8): tabs by ?tab=, name Save rules, read-only email,
// preference checkboxes, change password with every toast, sign out of this device, 2FA, privacy links.
import type { Page } from '@playwright/test';
import { ACCOUNTS, expect, expectNoAxeViolations, gotoApp, preferTheme, registerWithApi, signInWithApi, signInWithApiAs, test, uniqueUser } from './fixtures';

const toasts = (page: Page) => page.getByTestId('toast-region');
/** Waits for a toast with this title and message, then dismisses every toast so none covers the next control. */
async function expectToast(page: Page, title: string, message: string) {
  const toast = toasts(page).locator('> *').filter({ hasText: title }).filter({ hasText: message });
  await expect(toast.first()).toBeVisible();
  for (const close of await toasts(page).getByRole('button', { name: /^Dismiss/ }).all()) await close.click().catch(() => {});
  await expect(toasts(page).locator('> *')).toHaveCount(0);
}

async function signedInFresh(page: Page, path = '/settings') {
  const user = await registerWithApi(page, uniqueUser('settings'));
  await signInWithApiAs(page, user.email, user.password, path, ACCOUNTS.basic.label);
  return user;
}

const tab = (page: Page, name: string) => page.getByRole('tab', { name });

test('tabs follow ?tab= and default to General', async ({ page }) => {
  await signedInFresh(page);
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await expect(tab(page, 'General')).toHaveAttribute('aria-selected', 'true');

  await gotoApp(page, '/settings?tab=security');
  await expect(tab(page, 'Security')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Coming soon.')).toBeVisible();
  await expect(page.getByRole('heading', { name: /Two-Factor Authentication/ })).toBeVisible();

  await tab(page, 'Privacy').click();
  await expect(page).toHaveURL(/[?&]tab=privacy/);
  const panel = page.getByRole('tabpanel');
  for (const [name, href] of [
    ['Privacy Policy', '/privacy-policy'],
    ['Cookie Policy', '/cookie-policy'],
    ['GDPR Compliance', '/gdpr-compliance'],
  ]) {
    await expect(panel.getByRole('link', { name: new RegExp(name) })).toHaveAttribute('href', href);
  }

  await gotoApp(page, '/settings?tab=nonsense');
  await expect(tab(page, 'General')).toHaveAttribute('aria-selected', 'true');
});

test('Full Name saves only when changed and not blank; email is read-only', async ({ page }) => {
  const user = await signedInFresh(page);
  const name = page.getByLabel('Full Name', { exact: true });
  const save = page.getByRole('button', { name: 'Save', exact: true });
  await expect(name).toHaveValue(user.name);
  await expect(save).toBeDisabled();
  await name.fill('   ');
  await expect(save).toBeDisabled();
  await name.fill('Renamed Person');
  await expect(save).toBeEnabled();
  await save.click();
  await expectToast(page, 'Profile Updated', 'Name saved successfully.');
  await expect(save).toBeDisabled();

  const email = page.getByLabel('Email Address', { exact: true });
  await expect(email).toHaveValue(user.email);
  await expect(email).toHaveAttribute('readonly', '');
  await expect(page.getByText('Email is managed by your authentication provider.')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Full Name', { exact: true })).toHaveValue('Renamed Person');
});

test('a failed name save shows Update Failed', async ({ page }) => {
  await signedInFresh(page);
  await page.route('**/api/profile', (route) => (route.request().method() === 'PATCH' ? route.fulfill({ status: 500, body: '{}' }) : route.fallback()));
  await page.getByLabel('Full Name', { exact: true }).fill('Will Not Save');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expectToast(page, 'Update Failed', 'Could not update your name.');
});

test('preference checkboxes save at once and survive a reload', async ({ page }) => {
  await signedInFresh(page);
  const emailGroup = page.getByRole('group', { name: 'Email notifications' });
  const notifGroup = page.getByRole('group', { name: 'In-app notifications' });
  const reminders = emailGroup.getByRole('checkbox', { name: 'Meetup reminders' });
  await expect(reminders).toBeChecked();
  await reminders.uncheck();
  await expectToast(page, 'Preferences saved', 'Email preferences updated.');

  const full = notifGroup.getByRole('checkbox', { name: 'Meetup at full capacity' });
  await full.uncheck();
  await expectToast(page, 'Preferences saved', 'Notification preferences updated.');

  // Turning "all" off pauses the individual switches.
  await emailGroup.getByRole('checkbox', { name: 'All email notifications' }).uncheck();
  await expect(emailGroup.getByRole('checkbox', { name: 'Booking approvals' })).toBeDisabled();

  await page.reload();
  await expect(page.getByRole('group', { name: 'Email notifications' }).getByRole('checkbox', { name: 'Meetup reminders' })).not.toBeChecked();
  await expect(page.getByRole('group', { name: 'Email notifications' }).getByRole('checkbox', { name: 'All email notifications' })).not.toBeChecked();
  await expect(page.getByRole('group', { name: 'In-app notifications' }).getByRole('checkbox', { name: 'Meetup at full capacity' })).not.toBeChecked();
  await expect(page.getByRole('group', { name: 'In-app notifications' }).getByRole('checkbox', { name: 'Booking approvals' })).toBeChecked();
});

test('failed preference saves show Save failed and undo the tick', async ({ page }) => {
  await signedInFresh(page);
  await page.route('**/api/profile', (route) => (route.request().method() === 'PATCH' ? route.fulfill({ status: 500, body: '{}' }) : route.fallback()));
  // click(), not uncheck(): the tick is undone as soon as the (instant, mocked) failure lands.
  const reminders = page.getByRole('group', { name: 'Email notifications' }).getByRole('checkbox', { name: 'Meetup reminders' });
  await reminders.click();
  await expectToast(page, 'Save failed', 'Could not save email preferences.');
  await expect(reminders).toBeChecked();
  await page.getByRole('group', { name: 'In-app notifications' }).getByRole('checkbox', { name: 'Announcements' }).click();
  await expectToast(page, 'Save failed', 'Could not save notification preferences.');
});

test('change password: weak, mismatch, failure and success toasts', async ({ page }) => {
  const user = await signedInFresh(page, '/settings?tab=security');
  // Issue 9: the current password is asked first (its own checks are in account-security.spec.ts).
  await page.getByLabel('Current password', { exact: true }).fill(user.password);
  const next = page.getByLabel('New Password', { exact: true });
  const confirm = page.getByLabel('Confirm New Password', { exact: true });
  const submit = page.getByRole('button', { name: 'Update Password' });
  await expect(page.getByText('Must exactly match the new password.')).toBeVisible();

  await next.fill('short');
  await confirm.fill('short');
  await submit.click();
  await expectToast(page, 'Weak Password', 'Use at least 8 characters.');

  await next.fill('a-long-enough-password');
  await confirm.fill('a-different-password');
  await submit.click();
  await expectToast(page, 'Mismatch', 'Passwords do not match.');

  await page.route('**/auth/v1/user', (route) => (route.request().method() === 'PUT' ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"x","message":"x"}' }) : route.fallback()));
  await confirm.fill('a-long-enough-password');
  await submit.click();
  await expectToast(page, 'Update Failed', 'Could not change your password. Try again or use Forgot Password.');
  await page.unroute('**/auth/v1/user');

  await submit.click();
  await expectToast(page, 'Password Updated', 'Your password has been changed.');
  await expect(next).toHaveValue('');

  const signIn = await page.request.post('/auth/v1/token?grant_type=password', { data: { email: user.email, password: 'a-long-enough-password' } });
  expect(signIn.status()).toBe(200);
});

test('sign out of this device goes to /login', async ({ page }) => {
  await signedInFresh(page, '/settings?tab=security');
  await page.getByRole('button', { name: 'Sign out of this device' }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
});

test('every tab passes axe (WCAG 2.2 AA)', async ({ page }) => {
  test.slow(); // three full axe runs; a new account's page also carries the confirm-email banner
  await signedInFresh(page);
  await expect(page.getByLabel('Full Name', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await tab(page, 'Security').click();
  await expect(page.getByText('Coming soon.')).toBeVisible();
  await expectNoAxeViolations(page);
  await tab(page, 'Privacy').click();
  await expectNoAxeViolations(page);
});

test('Privacy: download my data as a file, then delete the account with its password', async ({ page }) => {
  // A sign-up, an export and two password checks (argon2id): more than the default budget on a busy 2-core machine.
  test.slow();
  const user = await signedInFresh(page, '/settings?tab=privacy');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const file = await downloading;
  expect(file.suggestedFilename()).toMatch(/^civic-connect-data-\d{4}-\d{2}-\d{2}\.json$/);

  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  // What happens to seats, organised meetups and venues, in plain words (docs/decisions/0039).
  await expect(dialog).toHaveAccessibleDescription('This cannot be undone. When you delete your account:');
  await expect(dialog.getByRole('listitem')).toHaveText([
    'Your profile, pictures, comments, ratings and notifications are deleted.',
    'Your places at meetups go to the next person on each waitlist.',
    'Meetups you organise that have not happened yet pass to their co-host. Without a co-host they are cancelled, and everyone going is told.',
    'Your venues are removed. Meetups booked at them are cancelled, and their organisers and attendees are told.',
  ]);
  // The whole dialog fits a phone: its last button can be reached.
  await dialog.getByRole('button', { name: 'Delete my account' }).scrollIntoViewIfNeeded();
  await expect(dialog.getByRole('button', { name: 'Delete my account' })).toBeInViewport();
  await dialog.getByLabel('Password', { exact: true }).fill('not-my-password');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByText('That password is not right.')).toBeVisible();

  await dialog.getByLabel('Password', { exact: true }).fill(user.password);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByTestId('auth-status')).toHaveText('Signed out', { timeout: 15_000 });
  const signIn = await page.request.post('/auth/v1/token?grant_type=password', { data: { email: user.email, password: user.password } });
  expect(signIn.status()).toBe(400);
});

test('venue-booking switches show only to members who take venue bookings', async ({ page }) => {
  // Issue 27: a member without venues was offered "Venue booking requests" twice.
  await signedInFresh(page);
  const email = page.getByRole('group', { name: 'Email notifications' });
  const inApp = page.getByRole('group', { name: 'In-app notifications' });
  await expect(email.getByRole('checkbox', { name: 'Meetup reminders' })).toBeVisible();
  await expect(email.getByRole('checkbox', { name: 'Venue booking requests' })).toHaveCount(0);
  await expect(inApp.getByRole('checkbox', { name: 'Venue booking requests' })).toHaveCount(0);

  await signInWithApi(page, 'venue', '/settings');
  await expect(page.getByRole('group', { name: 'Email notifications' }).getByRole('checkbox', { name: 'Venue booking requests' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'In-app notifications' }).getByRole('checkbox', { name: 'Venue booking requests' })).toBeVisible();
});

test('the chosen tab reads at 4.5:1 or more in the dark theme, at once and under the pointer', async ({ page }) => {
  await preferTheme(page, 'dark');
  await signedInFresh(page);
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  for (const name of ['Security', 'Privacy', 'General']) {
    await tab(page, name).click();
    await tab(page, name).hover();
    // Measured straight after the click: a fade would be caught half way.
    const ratio = await tab(page, name).evaluate((el) => {
      const rgb = (c: string) => (c.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
      const lum = ([r, g, b]: number[]) => {
        const f = (v: number) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
        return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
      };
      const s = getComputedStyle(el);
      const [a, b] = [lum(rgb(s.color)), lum(rgb(s.backgroundColor))];
      return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
    });
    expect(ratio, `${name} tab`).toBeGreaterThanOrEqual(4.5);
  }
});

// Admin area (docs/product.md §2 "Admin dashboard" and "Admin Email Tools", §5, §6, §8): the tabs and their
// keyboard navigation, users (search, suspend/unsuspend, venue limit), partners, notifications,
// email, email logs paging, email tools, the guard for non-admins, and axe on every view.
import type { Page } from '@playwright/test';
import pg from 'pg';
import { e2eDatabaseUrl } from './env';
import {
  ACCOUNTS,
  appUrl,
  expect,
  expectNoAxeViolations,
  fetchSession,
  gotoApp,
  preferTheme,
  registerWithApi,
  signInWithApi,
  submitLogin,
  demoPassword,
  test,
  uniqueUser,
} from './fixtures';

const toasts = (page: Page) => page.getByTestId('toast-region');

/** Waits for a toast with exactly this title (and message), then dismisses every toast. */
async function expectToast(page: Page, title: string, message?: string) {
  let toast = toasts(page).getByTestId('toast').filter({ has: page.getByText(title, { exact: true }) });
  if (message) toast = toast.filter({ has: page.getByText(message, { exact: true }) });
  await expect(toast.first()).toBeVisible();
  for (const close of await toasts(page).getByRole('button', { name: /^Dismiss/ }).all()) await close.click().catch(() => {});
  await expect(toasts(page).getByTestId('toast')).toHaveCount(0);
}

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });

async function openAdmin(page: Page, tabName?: string) {
  await signInWithApi(page, 'admin', tabName ? `/admin?tab=${tabName}` : '/admin');
  await expect(page.getByRole('heading', { name: 'Admin dashboard', level: 1 })).toBeVisible();
}

/** The row (table row on desktop, card on a phone) of the user with this email. */
const userRow = (page: Page, email: string) => page.getByTestId('admin-user-row').filter({ hasText: email });

test.describe('admin dashboard', () => {
  test('tabs: the six tabs, arrow keys, Home and End', async ({ page }) => {
    await openAdmin(page);
    const list = page.getByRole('tablist', { name: 'Admin sections' });
    // Moderation (issue 26) carries a count of open reports when there are any.
    await expect(list.getByRole('tab')).toHaveText(['Users', 'Partners', 'Notifications', 'Email (SendGrid)', 'Email Logs', /^Moderation(\d+ open)?$/]);
    await expect(tab(page, 'Users')).toHaveAttribute('aria-selected', 'true');
    await tab(page, 'Users').focus();
    await page.keyboard.press('ArrowRight');
    await expect(tab(page, 'Partners')).toBeFocused();
    await expect(tab(page, 'Partners')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByLabel('Search partners', { exact: true })).toBeVisible();
    await page.keyboard.press('End');
    await expect(page.getByRole('tab', { name: /^Moderation/ })).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/tab=moderation/);
    await page.keyboard.press('Home');
    await expect(tab(page, 'Users')).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('tab', { name: /^Moderation/ })).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(tab(page, 'Email Logs')).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(tab(page, 'Email (SendGrid)')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByLabel('Subject', { exact: true })).toBeVisible();
  });

  test('users: search, tags, suspend and unsuspend with their toasts; a suspended user cannot sign in', async ({ page }) => {
    const member = await registerWithApi(page, uniqueUser('e2e-suspend'));
    await openAdmin(page);
    await expect(page.getByText('Showing', { exact: false }).first()).toBeVisible();
    await expect(page.getByTestId('admin-user-row').first()).toBeVisible();

    await page.getByLabel('Search users', { exact: true }).fill(member.email);
    await expect(page.getByTestId('admin-user-row')).toHaveCount(1);
    const row = userRow(page, member.email);
    await expect(row).toContainText(member.name);
    await expect(row).toContainText('basic');
    await expect(row).toContainText('Active');
    await expect(row).toContainText('0 / 1');
    await expect(page.getByText('Showing 1', { exact: true })).toBeVisible();
    await expect(page.getByText('Suspended in view: 0', { exact: true })).toBeVisible();
    // Basic members have no venue limit to manage.
    await expect(row.getByRole('button', { name: 'Manage Venue Limit' })).toHaveCount(0);

    await row.getByRole('button', { name: 'Suspend', exact: true }).click();
    await expectToast(page, 'Suspended', 'User status updated');
    await expect(row).toContainText('Suspended');
    await expect(page.getByText('Suspended in view: 1', { exact: true })).toBeVisible();
    const refused = await page.request.post('/auth/v1/token?grant_type=password', { data: { email: member.email, password: member.password } });
    expect(refused.status()).toBe(403);

    await row.getByRole('button', { name: 'Unsuspend', exact: true }).click();
    await expectToast(page, 'Unsuspended', 'User status updated');
    await expect(row).toContainText('Active');
    await expect(page.getByText('Suspended in view: 0', { exact: true })).toBeVisible();
    expect((await page.request.post('/auth/v1/token?grant_type=password', { data: { email: member.email, password: member.password } })).status()).toBe(200);

    // Nobody matches: the empty state.
    await page.getByLabel('Search users', { exact: true }).fill(`nobody-${Date.now()}@nowhere.test`);
    await expect(page.getByText('No users', { exact: true })).toBeVisible();
    await expect(page.getByText('Showing 0', { exact: true })).toBeVisible();
  });

  test('users: role filter and the venue-limit dialog (invalid value, save, cancel)', async ({ page }) => {
    await openAdmin(page);
    // The role filter is a choice of the three roles, not free text.
    await expect(page.getByLabel('Role', { exact: true }).locator('option')).toHaveText(['Any role', 'Basic Member', 'Professional Partner', 'Venue Partner']);
    await page.getByLabel('Role', { exact: true }).selectOption('venue');
    await expect(userRow(page, ACCOUNTS.venue.email)).toBeVisible();
    await expect(userRow(page, ACCOUNTS.basic.email)).toHaveCount(0);

    const row = userRow(page, ACCOUNTS.venue.email);
    await row.getByRole('button', { name: 'Manage Venue Limit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Set venue limit' });
    await expect(dialog).toBeVisible();
    const input = dialog.getByLabel('Max venues', { exact: true });
    await expect(input).toBeEnabled();
    await expect(input).toHaveAttribute('min', '1');
    const current = await input.inputValue();
    expect(Number(current)).toBeGreaterThanOrEqual(1);

    await input.fill('0');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Invalid value', 'Max venues must be an integer ≥ 1');
    await expect(dialog).toBeVisible();
    // An empty (non-numeric) value becomes 1.
    await input.fill('');
    await input.blur();
    await expect(input).toHaveValue('1');

    await input.fill(current);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Venue limit updated', `${ACCOUNTS.venue.email}: now ${current}`);
    await expect(dialog).toBeHidden();

    await row.getByRole('button', { name: 'Manage Venue Limit' }).click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });

  test('partners: filter, paging controls, max venues and publish/unpublish toasts', async ({ page }) => {
    await openAdmin(page, 'partners');
    const rows = page.getByTestId('admin-partner-row');
    await expect(rows.first()).toBeVisible();
    await expect(page.getByText('Page 1', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
    // The demo has fewer than 25 partners: Next stays off.
    await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();

    await page.getByLabel('Published', { exact: true }).selectOption({ label: 'Unpublished' });
    await expect(rows.filter({ has: page.getByText('Published', { exact: true }) })).toHaveCount(0);
    await expect(rows.first()).toContainText('Unpublished');
    const first = rows.first();
    const name = (await first.getByRole('link').first().textContent())!.trim();

    await page.getByLabel('Search partners', { exact: true }).fill(name);
    await expect(rows).toHaveCount(1);
    await page.getByLabel('Published', { exact: true }).selectOption({ label: 'All' });
    const row = rows.filter({ hasText: name });
    await row.getByRole('button', { name: 'Publish', exact: true }).click();
    await expectToast(page, 'Published', 'Partner visibility updated');
    await expect(row).toContainText('Published');
    await row.getByRole('button', { name: 'Unpublish', exact: true }).click();
    await expectToast(page, 'Unpublished', 'Partner visibility updated');
    await expect(row.getByRole('button', { name: 'Publish', exact: true })).toBeVisible();

    const max = row.getByLabel(`Max venues for ${name}`, { exact: true });
    const current = await max.inputValue();
    await max.fill('0');
    await row.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Invalid value', 'Max venues must be an integer ≥ 1');
    await max.fill(current);
    await row.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Venue limit updated', `Max set to ${current}`);

    await page.getByLabel('Search partners', { exact: true }).fill(`no-such-partner-${Date.now()}`);
    await expect(page.getByText('No partners', { exact: true })).toBeVisible();
  });

  test('notifications: validation, a member found by name or email, and a sent notification that arrives', async ({ page }) => {
    const member = await registerWithApi(page, uniqueUser('e2e-notify'));
    const memberSession = await fetchSession(page, member.email, member.password);
    await openAdmin(page, 'notifications');
    // Issue 27: plain product words, not the name of a server function.
    await expect(page.getByText(/Notifications are sent by Civic Connect itself/)).toBeVisible();
    await expect(page.getByRole('main')).not.toContainText(/admin-send-notifications|function|server-side/i);

    await page.getByRole('button', { name: 'Send notification' }).click();
    await expect(page.getByText('Enter a title.')).toBeVisible();
    await expect(page.getByText('Enter a message.')).toBeVisible();

    await expect(page.getByLabel('Role filter', { exact: true })).toBeVisible();
    // Issue 27: a broadcast asks first, naming how many members it reaches; "Not now" sends nothing.
    await page.getByLabel('Title', { exact: true }).fill('E2E broadcast never sent');
    await page.getByLabel('Message', { exact: true }).fill('Held at the confirmation.');
    await page.getByRole('button', { name: 'Send notification' }).click();
    const confirm = page.getByRole('dialog', { name: /^Send to [\d,]+ members\?$/ });
    await expect(confirm).toBeVisible();
    await expect(confirm.getByText(/goes to the notification centre of [\d,]+ members? at once/)).toBeVisible();
    await confirm.getByRole('button', { name: 'Not now' }).click();
    await expect(confirm).toBeHidden();
    await page.getByLabel('Title', { exact: true }).fill('');
    await page.getByLabel('Message', { exact: true }).fill('');
    await page.getByRole('radio', { name: 'One member' }).check();
    await expect(page.getByLabel('Role filter', { exact: true })).toHaveCount(0);
    await page.getByLabel('Title', { exact: true }).fill('E2E hello');
    await page.getByLabel('Message', { exact: true }).fill('Only for you.');
    await page.getByRole('button', { name: 'Send notification' }).click();
    await expect(page.getByText('Choose the member to notify.')).toBeVisible();

    // Found by part of the email address; no user id is typed anywhere.
    await page.getByLabel('Find a member', { exact: true }).fill(member.email.split('@')[0]);
    await page.getByRole('radiogroup', { name: 'Matching members' }).getByText(member.email).click();
    await expect(page.getByTestId('picked-member')).toContainText(member.email);
    await page.getByRole('button', { name: 'Send notification' }).click();
    await expectToast(page, 'Notification sent', `Sent to ${member.email}.`);
    await expect(page.getByLabel('Message', { exact: true })).toHaveValue('');
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue('E2E hello');

    const inbox = await page.request.get('/api/notifications', { headers: { authorization: `Bearer ${memberSession.access_token}` } });
    const { notifications } = (await inbox.json()) as { notifications: { title: string; message: string }[] };
    expect(notifications[0]).toMatchObject({ title: 'E2E hello', message: 'Only for you.' });
  });

  test('email (SendGrid): validation and a sent email, then email logs newest first with paging', async ({ page }) => {
    // 55 older deliveries so the log has more than one page of 50 (as a busy site would).
    const db = new pg.Client({ connectionString: e2eDatabaseUrl() });
    await db.connect();
    // Once per server (both viewports share it): the oldest, 'Older delivery 55', lands on page 2.
    await db.query(
      `insert into email_logs (created_at, to_email, subject, template_type, status, error)
       select now() - interval '2 days' - (g || ' minutes')::interval, 'older' || g || '@example.test', 'Older delivery ' || g,
              case when g % 5 = 0 then null else 'venue_booking' end, case when g % 11 = 0 then 'failed' else 'sent' end,
              case when g % 11 = 0 then 'SMTP relay unavailable' else null end
       from generate_series(1, 55) g
       where not exists (select 1 from email_logs where subject = 'Older delivery 1')`,
    );
    await db.end();

    await openAdmin(page, 'email');
    const subject = `E2E admin email ${Date.now()}`;
    await page.getByLabel('To', { exact: true }).fill('not-an-address');
    await page.getByLabel('Subject', { exact: true }).fill(subject);
    await page.getByLabel('Body', { exact: true }).fill('Hello from the admin dashboard.');
    await page.getByRole('button', { name: 'Send email' }).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await page.getByLabel('To', { exact: true }).fill('e2e-admin-email@example.test');
    await page.getByRole('button', { name: 'Send email' }).click();
    await expectToast(page, 'Test email sent to e2e-admin-email@example.test');

    await tab(page, 'Email Logs').click();
    await expect(page.getByText('Email delivery logs — Showing recent entries written by the send-email function.')).toBeVisible();
    const rows = page.getByTestId('email-log-row');
    await expect(rows.first()).toContainText(subject);
    await expect(rows.first()).toContainText('e2e-admin-email@example.test');
    await expect(rows.first()).toContainText('sent');
    await expect(rows).toHaveCount(50);
    await expect(page.getByText('Page 1', { exact: true })).toBeVisible();
    const previous = page.getByRole('button', { name: 'Previous' });
    const next = page.getByRole('button', { name: 'Next' });
    await expect(previous).toBeDisabled();
    await expect(next).toBeEnabled();

    await next.click();
    await expect(page.getByText('Page 2', { exact: true })).toBeVisible();
    await expect(previous).toBeEnabled();
    // Every sign-up in the run logs a confirmation email, so the oldest row is on the last page.
    const counter = new pg.Client({ connectionString: e2eDatabaseUrl() });
    await counter.connect();
    const { rows: counted } = await counter.query<{ n: number }>('select count(*)::int as n from email_logs');
    await counter.end();
    const lastPage = Math.ceil(counted[0].n / 50);
    for (let p = 3; p <= lastPage; p++) {
      await next.click();
      await expect(page.getByText(`Page ${p}`, { exact: true })).toBeVisible();
    }
    await expect(rows.filter({ hasText: 'Older delivery 55' })).toHaveCount(1);
    const onLastPage = await rows.count();
    if (onLastPage < 50) await expect(next).toBeDisabled();
    // An empty template shows a dash; failures show their error.
    const oldest = rows.filter({ hasText: 'Older delivery 55' });
    await expect(oldest).toContainText('—');
    await expect(oldest).toContainText('failed');
    await expect(oldest).toContainText('SMTP relay unavailable');

    for (let p = Math.max(2, lastPage) - 1; p >= 1; p--) {
      await previous.click();
      await expect(page.getByText(`Page ${p}`, { exact: true })).toBeVisible();
    }
    await expect(rows.first()).toContainText(subject);
  });
});

test.describe('admin email tools', () => {
  test('validates the address, sends a test email and logs it', async ({ page }) => {
    await signInWithApi(page, 'admin', '/admin/email-tools');
    await expect(page.getByRole('heading', { name: 'Admin Email Tools', level: 1 })).toBeVisible();
    await expect(page.getByText(/Only administrators can open this page/)).toBeVisible();
    const field = page.getByLabel('Test Email Address', { exact: true });
    const send = page.getByRole('button', { name: 'Send Test Email' });
    await send.click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await field.fill('no-at-sign');
    await send.click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();

    const to = `e2e-tools-${Date.now()}@example.test`;
    await field.fill(to);
    await send.click();
    await expectToast(page, 'Email sent', 'Your test email was sent.');

    await gotoApp(page, '/admin?tab=emailLogs');
    await expect(page.getByTestId('email-log-row').first()).toContainText(to);
    await expect(page.getByTestId('email-log-row').first()).toContainText('test');
  });
});

test.describe('who may open the admin pages', () => {
  for (const role of ['basic', 'professional', 'venue'] as const) {
    test(`${role} members are sent home from /admin and /admin/email-tools`, async ({ page }) => {
      await signInWithApi(page, role, '/admin');
      await expect.poll(() => new URL(page.url()).pathname).toBe('/');
      await expect(page.getByRole('heading', { name: 'Admin dashboard' })).toHaveCount(0);
      await gotoApp(page, '/admin/email-tools');
      await expect.poll(() => new URL(page.url()).pathname).toBe('/');
      await expect(page.getByRole('heading', { name: 'Admin Email Tools' })).toHaveCount(0);
      // The server refuses them too.
      const session = await fetchSession(page, ACCOUNTS[role].email);
      const res = await page.request.post('/functions/v1/admin-list-users', { data: {}, headers: { authorization: `Bearer ${session.access_token}` } });
      expect(res.status()).toBe(403);
      expect(await res.json()).toMatchObject({ error: 'admin_required', message: 'Admin access required' });
    });
  }

  test('signed-out visitors go to sign in, and come back after signing in as an admin', async ({ page }) => {
    await page.goto(appUrl('/admin'));
    await expect(page).toHaveURL(/\/login\?returnTo=%2Fadmin/);
    await submitLogin(page, ACCOUNTS.admin.email, demoPassword('admin'));
    await expect(page.getByRole('heading', { name: 'Admin dashboard', level: 1 })).toBeVisible();
  });
});

test.describe('accessibility', () => {
  for (const theme of ['light', 'dark'] as const) {
    test(`axe: every admin tab, the venue-limit dialog and email tools (${theme})`, async ({ page }) => {
      test.setTimeout(120_000); // seven axe runs on a two-core machine
      await preferTheme(page, theme);
      await openAdmin(page);
      await expect(page.getByTestId('admin-user-row').first()).toBeVisible();
      await expectNoAxeViolations(page);
      for (const [name, ready] of [
        ['Partners', 'admin-partner-row'],
        ['Notifications', null],
        ['Email (SendGrid)', null],
        ['Email Logs', 'email-log-row'],
      ] as const) {
        await tab(page, name).click();
        if (ready) await expect(page.getByTestId(ready).first().or(page.getByText(/^No (partners|logs)$/))).toBeVisible();
        await expectNoAxeViolations(page);
      }
      await tab(page, 'Users').click();
      await page.getByLabel('Role', { exact: true }).selectOption('venue');
      await userRow(page, ACCOUNTS.venue.email).getByRole('button', { name: 'Manage Venue Limit' }).click();
      await expect(page.getByRole('dialog', { name: 'Set venue limit' }).getByLabel('Max venues', { exact: true })).toBeEnabled();
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');

      await gotoApp(page, '/admin/email-tools');
      await expect(page.getByRole('heading', { name: 'Admin Email Tools' })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});

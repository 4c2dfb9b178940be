// Notification centre (docs/product.md §2 Notification panel, §4 Notification, §9): live arrival in the
// open panel, the 9+ badge, Read / Remove / Mark all read / Clear all, sound and vibration switches.
import type { Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { createDb, type Db } from '../server/db/client';
import { profiles } from '../server/db/schema/index';
import { notify, type NotificationType } from '../server/notifications/notify';
import { e2eDatabaseUrl } from './env';
import { ACCOUNTS, expect, expectNoAxeViolations, registerWithApi, signInWithApiAs, test, uniqueUser } from './fixtures';

// The E2E server's embedded PostgreSQL (playwright.config.ts). Notifications are created with
// the same notify() every domain calls, exactly as a booking request or reminder would.
let db: Db;
test.beforeAll(() => {
  db = createDb(e2eDatabaseUrl(), 2);
});
test.afterAll(async () => {
  await db.$client.end();
});

async function notifyByEmail(email: string, n: { type?: NotificationType; title: string; message?: string }) {
  const [p] = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.email, email));
  await notify(db, { userId: p.id, type: n.type ?? 'info', title: n.title, message: n.message ?? 'Sent by the E2E suite.' });
}

async function freshUser(page: Page) {
  const user = await registerWithApi(page, uniqueUser('notif'));
  await signInWithApiAs(page, user.email, user.password, '/', ACCOUNTS.basic.label);
  return user;
}

const bell = (page: Page) => page.getByTestId('notification-bell');
const panel = (page: Page) => page.getByTestId('notification-panel');
const badge = (page: Page) => page.getByTestId('notification-badge');

test('a new notification appears at the top of the open panel without a reload', async ({ page }) => {
  const user = await freshUser(page);
  await bell(page).click();
  await expect(panel(page)).toBeVisible();
  await expect(panel(page).getByText('You’re all caught up')).toBeVisible();
  await expect(badge(page)).toHaveCount(0);

  await notifyByEmail(user.email, { type: 'venue_booking', title: 'First request' });
  await expect(panel(page).getByTestId('notification-item')).toHaveCount(1);
  await notifyByEmail(user.email, { type: 'booking_approved', title: 'Your meetup was approved', message: 'The Exchange Hall said yes.' });

  const items = panel(page).getByTestId('notification-item');
  await expect(items).toHaveCount(2);
  await expect(items.first()).toContainText('Your meetup was approved');
  await expect(items.first()).toContainText('The Exchange Hall said yes.');
  await expect(items.first()).toContainText('Just now');
  await expect(items.nth(1)).toContainText('First request');
  await expect(badge(page)).toHaveText('2');
  await expect(page.getByTestId('notification-live')).toHaveText('New notification: Your meetup was approved');
  await expect(bell(page)).toHaveAccessibleName('Notifications, 2 unread');
});

test('the badge shows 9+ with ten unread; Read, Remove, Mark all read and Clear all work', async ({ page }) => {
  const user = await freshUser(page);
  for (let i = 1; i <= 10; i++) await notifyByEmail(user.email, { title: `Reminder ${i}`, type: 'meetup_reminder' });
  await expect(badge(page)).toHaveText('9+');

  await bell(page).click();
  const items = panel(page).getByTestId('notification-item');
  await expect(items).toHaveCount(10);
  await expect(panel(page).getByText('10 unread')).toBeVisible();

  await items.first().getByRole('button', { name: /^Read/ }).click();
  await expect(items.first()).toHaveAttribute('data-read', 'true');
  await expect(badge(page)).toHaveText('9');

  await items.first().getByRole('button', { name: /^Remove/ }).click();
  await expect(items).toHaveCount(9);
  await expect(panel(page).getByText('Reminder 10')).toHaveCount(0);

  await panel(page).getByRole('button', { name: 'Mark all read' }).click();
  await expect(badge(page)).toHaveCount(0);
  await expect(panel(page).getByText('No unread notifications')).toBeVisible();

  // What the server now holds survives a reload.
  await page.reload();
  await bell(page).click();
  await expect(panel(page).getByTestId('notification-item')).toHaveCount(9);
  await expect(badge(page)).toHaveCount(0);

  await panel(page).getByRole('button', { name: 'Clear all' }).click();
  await expect(panel(page).getByText('You’re all caught up')).toBeVisible();
  await page.reload();
  await bell(page).click();
  await expect(panel(page).getByText('You’re all caught up')).toBeVisible();
});

test('sound and vibration switches are on by default and remembered on this device', async ({ page }) => {
  await freshUser(page);
  await bell(page).click();
  const sound = panel(page).getByRole('switch', { name: 'Sound' });
  const vibration = panel(page).getByRole('switch', { name: 'Vibration' });
  await expect(sound).toHaveAttribute('aria-checked', 'true');
  await expect(vibration).toHaveAttribute('aria-checked', 'true');
  await sound.click();
  await expect(sound).toHaveAttribute('aria-checked', 'false');
  await page.reload();
  await bell(page).click();
  await expect(panel(page).getByRole('switch', { name: 'Sound' })).toHaveAttribute('aria-checked', 'false');
  await expect(panel(page).getByRole('switch', { name: 'Vibration' })).toHaveAttribute('aria-checked', 'true');
});

test('the panel is keyboard usable and closes with Escape', async ({ page }) => {
  const user = await freshUser(page);
  await notifyByEmail(user.email, { title: 'Keyboard check' });
  await bell(page).focus();
  await page.keyboard.press('Enter');
  await expect(panel(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel(page)).toHaveCount(0);
  await expect(bell(page)).toBeFocused();
});

test('the open panel passes axe (WCAG 2.2 AA)', async ({ page }) => {
  const user = await freshUser(page);
  await notifyByEmail(user.email, { type: 'booking_rejected', title: 'Booking not approved', message: 'The venue is closed that week.' });
  await notifyByEmail(user.email, { type: 'attendee_joined', title: 'New attendee' });
  await bell(page).click();
  await expect(panel(page).getByTestId('notification-item')).toHaveCount(2);
  await panel(page).getByTestId('notification-item').first().getByRole('button', { name: /^Read/ }).click();
  await expectNoAxeViolations(page);
});

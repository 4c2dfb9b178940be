// Issue 17: the desktop bar at 1280 px keeps every tool on one line, and the notification panel
// never opens over the meetup reminder chip.
import { expect, navBar, signInWithApi, test } from './fixtures';

test('at 1280 px the Venue Partner tools stay on one line @desktop-only', async ({ page }) => {
  await signInWithApi(page, 'venue', '/');
  const tools = navBar(page).getByRole('list', { name: 'Your tools' });
  for (const name of ['Approve Meetups', 'Add Venue', 'Manage']) {
    const link = tools.getByRole('link', { name });
    await expect(link).toBeVisible();
    const box = (await link.boundingBox())!;
    expect(box.height, name).toBeLessThanOrEqual(48);
    // The label is one line of text, not two stacked (it wrapped to "Add / Venue").
    const label = await link.evaluate((el) => {
      const span = el.lastElementChild as HTMLElement;
      return { height: span.getBoundingClientRect().height, line: parseFloat(getComputedStyle(span).lineHeight) };
    });
    expect(label.height, name).toBeLessThan(label.line * 1.5);
  }
});

test('the notification panel does not open over the reminder chip @desktop-only', async ({ page }) => {
  await signInWithApi(page, 'professional', '/meetups');
  const chip = page.getByTestId('reminder-chip');
  await expect(chip).toBeVisible();
  await navBar(page).getByRole('button', { name: /^Notifications/ }).click();
  await expect(page.getByTestId('notification-panel')).toBeVisible();
  await expect(chip).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('notification-panel')).toHaveCount(0);
  await expect(chip).toBeVisible();
});

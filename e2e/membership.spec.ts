// Membership upgrade and cancel on /upgrade-account in demo checkout mode (docs/product.md §4, decision 0008).
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, expectSignedInAs, gotoApp, isDesktop, navBar, openMobileMenu, preferTheme, registerNewUser, test } from './fixtures';

/** Whether the member's tools show Create Meetup: in the bar on desktop, in the menu on a phone. */
async function expectCreateMeetupLink(page: Page, shown: boolean) {
  if (isDesktop()) {
    const link = navBar(page).getByRole('link', { name: 'Create Meetup' });
    await (shown ? expect(link).toBeVisible() : expect(link).toHaveCount(0));
    return;
  }
  const menu = await openMobileMenu(page);
  const link = menu.getByRole('link', { name: 'Create Meetup' });
  await (shown ? expect(link).toBeVisible() : expect(link).toHaveCount(0));
  await menu.getByRole('button', { name: 'Close menu' }).click();
  await expect(menu).toBeHidden();
}

const plan = (page: Page, name: string) => page.getByRole('article', { name });
const yourPlan = (page: Page) => page.getByRole('region', { name: 'Your plan', exact: true });

test.describe('membership upgrade and cancel', () => {
  test('a new basic member upgrades to Professional Partner, gets Create Meetup, then cancels back to basic', async ({ page }) => {
    await registerNewUser(page);
    await gotoApp(page, '/upgrade-account');
    await expect(page.getByRole('heading', { level: 1, name: 'Upgrade your account' })).toBeVisible();
    await expect(page.getByRole('note', { name: 'Demo checkout' })).toContainText('Demo checkout — no payment is taken');
    await expect(yourPlan(page)).toContainText('Basic Member');
    const oldNumber = (await yourPlan(page).locator('.font-mono').textContent())!.trim();
    expect(oldNumber).toMatch(/^CC\d{10}$/);
    await expectCreateMeetupLink(page, false);

    const professional = plan(page, 'Professional Partner');
    await expect(professional).toContainText('£4.99');
    await expect(professional).toContainText('Create meetups');
    await professional.getByRole('button', { name: 'Upgrade to Professional Partner' }).click();

    await expect(page.getByTestId('toast-region')).toContainText('Welcome, Professional Partner');
    await expect(page).toHaveURL(/\/profile$/);
    await expectSignedInAs(page, 'Professional Partner');
    await expectCreateMeetupLink(page, true);

    await gotoApp(page, '/upgrade-account');
    await expect(yourPlan(page)).toContainText('Professional Partner');
    await expect(yourPlan(page)).toContainText('Active');
    const newNumber = (await yourPlan(page).locator('.font-mono').textContent())!.trim();
    expect(newNumber).toMatch(/^CC\d{10}$/);
    expect(newNumber).not.toBe(oldNumber);
    await expect(plan(page, 'Professional Partner')).toContainText('Your current plan');

    // Cancel asks first; "Keep membership" changes nothing.
    await yourPlan(page).getByRole('button', { name: 'Cancel membership' }).click();
    let dialog = page.getByRole('dialog', { name: 'Cancel your membership?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Keep membership' }).click();
    await expect(dialog).toBeHidden();
    await expectSignedInAs(page, 'Professional Partner');

    await yourPlan(page).getByRole('button', { name: 'Cancel membership' }).click();
    dialog = page.getByRole('dialog', { name: 'Cancel your membership?' });
    await dialog.getByRole('button', { name: 'Cancel membership' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('toast-region')).toContainText('Membership cancelled');
    await expectSignedInAs(page, 'Basic Member');
    await expect(yourPlan(page)).toContainText('Basic Member');
    // docs/product.md §4: the membership number stays; only the role changes.
    await expect(yourPlan(page).locator('.font-mono')).toHaveText(newNumber);
    await expect(plan(page, 'Professional Partner').getByRole('button', { name: 'Upgrade to Professional Partner' })).toBeEnabled();
    await expectCreateMeetupLink(page, false);
  });

  test('returns to the page the member was trying to open (returnTo)', async ({ page }) => {
    await registerNewUser(page);
    await gotoApp(page, '/create-meetup');
    await expect(page).toHaveURL(/\/upgrade-account\?returnTo=%2Fcreate-meetup/);
    await expect(page.getByText('That page needs an upgraded membership')).toBeVisible();
    await plan(page, 'Professional Partner').getByRole('button', { name: 'Upgrade to Professional Partner' }).click();
    await expect(page).toHaveURL(/\/create-meetup/);
    await expect(page.getByRole('heading', { level: 1, name: 'Create Meetup' })).toBeVisible();
  });

  test('signed out, each plan leads to registration', async ({ page }) => {
    await gotoApp(page, '/upgrade-account');
    const register = plan(page, 'Professional Partner').getByRole('link', { name: 'Register to upgrade' });
    await expect(register).toHaveAttribute('href', '/register?returnTo=%2Fupgrade-account');
    await register.click();
    await expect(page).toHaveURL(/\/register\?returnTo=%2Fupgrade-account/);
  });

  test('the page and its dialog pass axe-core, light and dark', async ({ page }) => {
    await gotoApp(page, '/upgrade-account');
    await expect(plan(page, 'Venue Partner')).toBeVisible();
    await expectNoAxeViolations(page);

    await preferTheme(page, 'dark');
    await registerNewUser(page);
    await gotoApp(page, '/upgrade-account');
    await expect(yourPlan(page)).toContainText('Basic Member');
    await expectNoAxeViolations(page);
    await plan(page, 'Venue Partner').getByRole('button', { name: 'Upgrade to Venue Partner' }).click();
    await expectSignedInAs(page, 'Venue Partner');
    await gotoApp(page, '/upgrade-account');
    await expect(yourPlan(page)).toContainText('Venue Partner');
    await expectNoAxeViolations(page);
    await plan(page, 'Professional Partner').getByRole('button', { name: 'Switch to Professional Partner' }).click();
    await expect(page.getByRole('dialog', { name: 'Switch to Professional Partner?' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

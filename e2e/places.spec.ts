// Places people type (issue 14): the radius dialog's place field suggests towns as you type,
// the member's country first; with no postcode service a postcode gets an honest message.
import { expect, expectNoAxeViolations, signInWithApi, test } from './fixtures';

async function openRadiusDialog(page: import('@playwright/test').Page) {
  await signInWithApi(page, 'professional', '/meetups');
  await page.getByRole('button', { name: 'Find meetups near a place' }).click();
  const dialog = page.getByRole('dialog', { name: 'Search Radius' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('suggests Camden in London first to a member in the UK, chosen with the keyboard', async ({ page }) => {
  const dialog = await openRadiusDialog(page);
  const field = dialog.getByRole('combobox', { name: 'Postcode or place' });
  await expect(field).toHaveAttribute('placeholder', 'e.g. Manchester or Camden');
  await field.fill('Camden');
  const options = dialog.getByRole('option');
  await expect(options.first()).toHaveText('Camden Town, England, United Kingdom');
  await expect(field).toHaveAttribute('aria-expanded', 'true');
  await expectNoAxeViolations(page);
  await field.press('ArrowDown');
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  await field.press('Enter');
  await expect(field).toHaveValue('Camden Town, England, United Kingdom');
  await expect(field).toHaveAttribute('aria-expanded', 'false');
  await dialog.getByRole('button', { name: 'Find Meetups' }).click();
  await expect(page.getByTestId('nearby-banner')).toContainText('Camden Town, England, United Kingdom');
  const url = new URL(page.url());
  expect(Number(url.searchParams.get('lat'))).toBeCloseTo(51.54, 1);
  expect(Number(url.searchParams.get('lng'))).toBeCloseTo(-0.14, 1);
});

test('a postcode without a postcode service says so instead of "Could not find that place."', async ({ page }) => {
  const dialog = await openRadiusDialog(page);
  const field = dialog.getByRole('combobox', { name: 'Postcode or place' });
  await field.fill('SW1A 1AA');
  const message = 'Postcode search is not set up on this site — try a town or district';
  await expect(dialog.getByRole('status').filter({ hasText: message })).toBeVisible();
  await dialog.getByRole('button', { name: 'Find Meetups' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(message);
  await expect(dialog.getByText('Could not find that place.')).toHaveCount(0);
});

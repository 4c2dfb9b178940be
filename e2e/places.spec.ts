// Places people type (issue 14): the radius dialog's place field suggests towns as you type,
// the member's country first; a UK postcode finds its district offline, and a postcode of no
// known district gets one message in one colour (issue 27).
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
  await expect(field).toHaveAttribute('placeholder', 'e.g. SW1A 1AA or Manchester');
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

test('a full postcode finds its district with no postcode service; an unknown one is said once', async ({ page }) => {
  const dialog = await openRadiusDialog(page);
  const field = dialog.getByRole('combobox', { name: 'Postcode or place' });
  await field.fill('BS1 5UH');
  await expect(dialog.getByRole('option').first()).toHaveText('BS1 5UH, Bristol, United Kingdom');
  await dialog.getByRole('button', { name: 'Find Meetups' }).click();
  await expect(page.getByTestId('nearby-banner')).toContainText('BS1 5UH, Bristol');
  expect(Number(new URL(page.url()).searchParams.get('lat'))).toBeCloseTo(51.45, 1);

  await page.getByRole('button', { name: 'Find meetups near a place' }).click();
  await field.fill('ZZ9 9ZZ');
  await dialog.getByRole('button', { name: 'Find Meetups' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Could not find that postcode.');
  // Said once, in one colour: no second (status) line about postcodes beside the alert.
  await expect(dialog.getByRole('status').filter({ hasText: /postcode/i })).toHaveCount(0);
  await expect(dialog.getByText(/not set up on this site/)).toHaveCount(0);
});

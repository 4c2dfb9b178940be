// Issue 26, Safety, in the browser: a member blocks another from the profile's "…" menu (told
// "Blocked. They won't be told."), unblocks, then reports and blocks in one step; the admin sees
// the report in /admin → Moderation and suspends the member. Screenshots of the menu, the report
// dialog, the blocked list in Settings → Privacy and the moderation queue, light and dark.
import type { Page } from '@playwright/test';
import { userIdOf } from './db-fixtures';
import { expect, expectNoAxeViolations, gotoApp, preferTheme, registerWithApi, signInWithApi, test, uniqueUser } from './fixtures';

async function newMember(page: Page, label: string) {
  const user = uniqueUser('safety');
  user.name = `${label} ${user.name.split(' ').pop()!.slice(-5)}`;
  await registerWithApi(page, user);
  return { ...user, id: await userIdOf(user.email) };
}

const menuOf = (page: Page, name: string) => page.getByRole('button', { name: `More actions for ${name}` });

test('a member blocks, unblocks, then reports and blocks from the profile; the admin suspends from Moderation', async ({ page }) => {
  test.slow(); // two sign-ins, three axe checks and two dialogs on two shared cores
  const target = await newMember(page, 'Morgan Spammer');
  await signInWithApi(page, 'professional', `/members/${target.id}`);
  await expect(page.getByTestId('member-name')).toHaveText(target.name);

  // Block, confirmed in a dialog; the page then shows it.
  await menuOf(page, target.name).click();
  await page.getByRole('menuitem', { name: `Block ${target.name}` }).click();
  const confirm = page.getByRole('dialog', { name: `Block ${target.name}?` });
  await expect(confirm).toContainText("They won't be told.");
  await confirm.getByRole('button', { name: 'Block', exact: true }).click();
  await expect(page.getByText("Blocked. They won't be told.")).toBeVisible();
  await expect(page.getByTestId('blocked-badge')).toBeVisible();

  // Settings → Privacy lists them, with Unblock.
  await gotoApp(page, '/settings?tab=privacy');
  const blockedSection = page.getByRole('region', { name: 'Blocked members' });
  await expect(blockedSection.getByRole('link', { name: target.name })).toBeVisible();
  await expectNoAxeViolations(page);
  await blockedSection.getByRole('button', { name: `Unblock ${target.name}` }).click();
  await expect(blockedSection.getByRole('link', { name: target.name })).toHaveCount(0);

  // Report and block in one step ("Also block" is ticked by default).
  await gotoApp(page, `/members/${target.id}`);
  await expect(page.getByTestId('blocked-badge')).toHaveCount(0);
  await menuOf(page, target.name).click();
  await page.getByRole('menuitem', { name: `Report ${target.name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Report ${target.name}` });
  await dialog.getByRole('button', { name: 'Report and block' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Choose a reason.');
  await dialog.getByRole('radio', { name: 'Harassment or bullying' }).check();
  await dialog.getByLabel('Anything else we should know? (optional)').fill('Keeps sending me sales pitches after I said no.');
  await expect(dialog.getByRole('checkbox', { name: new RegExp(`Also block ${target.name}`) })).toBeChecked();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Report and block' }).click();
  await expect(page.getByText('Reported and blocked')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('blocked-badge')).toBeVisible();

  // The admin sees it in Moderation, with the open-report badge, and suspends.
  await signInWithApi(page, 'admin', '/admin?tab=moderation');
  await expect(page.getByTestId('open-reports-badge')).toBeVisible();
  const card = page.getByTestId('report').filter({ hasText: target.name });
  await expect(card).toContainText('Harassment or bullying');
  await expect(card).toContainText('Keeps sending me sales pitches after I said no.');
  await expect(card).toContainText('Priya Shah');
  await expect(card.getByRole('link', { name: target.name })).toHaveAttribute('href', `/members/${target.id}`);
  await expectNoAxeViolations(page);
  await card.getByRole('button', { name: `Suspend ${target.name}` }).click();
  await page.getByRole('dialog', { name: `Suspend ${target.name}?` }).getByRole('button', { name: 'Suspend' }).click();
  await expect(page.getByText(`Suspended: ${target.name}`)).toBeVisible();
  await expect(page.getByTestId('report').filter({ hasText: target.name })).toHaveCount(0);

  // The member is suspended: signing in is refused.
  const signIn = await page.request.post('/auth/v1/token?grant_type=password', { data: { email: target.email, password: target.password } });
  expect(signIn.status()).toBe(403);
});

test('screenshots: safety menu, report dialog, blocked list and moderation queue, light and dark', async ({ page }, testInfo) => {
  test.slow();
  const target = await newMember(page, 'Jordan Reported');
  const other = await newMember(page, 'Casey Blocked');
  for (const theme of ['light', 'dark'] as const) {
    await preferTheme(page, theme);
    await signInWithApi(page, 'professional', `/members/${other.id}`);
    if (theme === 'light') {
      await menuOf(page, other.name).click();
      await page.getByRole('menuitem', { name: `Block ${other.name}` }).click();
      await page.getByRole('button', { name: 'Block', exact: true }).click();
      await expect(page.getByTestId('blocked-badge')).toBeVisible();
    }
    await gotoApp(page, `/members/${target.id}`);
    await menuOf(page, target.name).click();
    await expect(page.getByRole('menuitem', { name: `Report ${target.name}` })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`safety-menu-${theme}.png`) });
    await page.getByRole('menuitem', { name: `Report ${target.name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Report ${target.name}` });
    await dialog.getByRole('radio', { name: 'Spam' }).check();
    await dialog.getByLabel('Anything else we should know? (optional)').fill('Posted the same advert in three meetups.');
    await page.screenshot({ path: testInfo.outputPath(`report-dialog-${theme}.png`) });
    if (theme === 'light') {
      await dialog.getByRole('checkbox').uncheck();
      await dialog.getByRole('button', { name: 'Send report' }).click();
      await expect(page.getByText('Report sent')).toBeVisible();
    } else {
      await page.keyboard.press('Escape');
    }
    await gotoApp(page, '/settings?tab=privacy');
    const blocked = page.getByRole('region', { name: 'Blocked members' });
    await expect(blocked.getByRole('link', { name: other.name })).toBeVisible();
    await blocked.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`blocked-members-${theme}.png`) });
    await signInWithApi(page, 'admin', '/admin?tab=moderation');
    await expect(page.getByTestId('report').filter({ hasText: target.name })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`moderation-${theme}.png`), fullPage: true });
  }
});

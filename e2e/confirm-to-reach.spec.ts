// Issue 24: an account whose address is not confirmed reaches no one (the web says why and
// offers Resend), and an emailed link for another account asks before switching this browser.
import type { Page } from '@playwright/test';
import { approvedMeetups } from './db-fixtures';
import { ACCOUNTS, demoPassword, expect, expectNoAxeViolations, expectSignedInAs, fetchSession, gotoApp, readOutbox, registerWithApi, signInWithApiAs, test, uniqueUser, waitForEmail } from './fixtures';

const toastWith = (page: Page, text: string) => page.getByTestId('toast-region').getByTestId('toast').filter({ hasText: text });
const linkIn = (text: string) => text.match(/https?:\/\/\S+/g)?.find((u) => /\/auth\/v1\/verify\?/.test(u));
const storedEmail = (page: Page) => page.evaluate(() => (JSON.parse(localStorage.getItem('cc-auth') ?? 'null') as { user?: { email?: string } } | null)?.user?.email ?? null);

test('an unconfirmed member is told why a join is refused and offered Resend; after the emailed link the join works', async ({ page }, testInfo) => {
  test.slow(); // registration, two emails and a link on two shared cores
  const user = await registerWithApi(page, uniqueUser('unconfirmed'));
  const session = await fetchSession(page, user.email, user.password);
  const upgrade = await page.request.post('/api/membership/checkout', { headers: { authorization: `Bearer ${session.access_token}` }, data: { tier: 'professional' } });
  expect(upgrade.status()).toBe(200);
  const { ids } = await approvedMeetups(ACCOUNTS.professional.email, `Reach ${testInfo.project.name} ${Date.now()}`);
  await signInWithApiAs(page, user.email, user.password, `/meetups/${ids[0]}`, 'Professional Partner');

  await page.getByRole('button', { name: 'Join meetup' }).click();
  const refused = toastWith(page, 'Confirm your email first');
  await expect(refused).toBeVisible();
  await expect(refused).toContainText('Adding venues or meetups, booking, joining and posting wait until your email address is confirmed.');
  await expect(page.getByRole('button', { name: 'Join meetup' })).toBeVisible(); // nothing changed
  await page.screenshot({ path: testInfo.outputPath('refused-join.png') });
  await refused.getByRole('button', { name: 'Resend' }).click();
  await expect(toastWith(page, 'Confirmation email sent')).toBeVisible();

  // The resent link (the first one died with it) confirms the address; the same account stays signed in.
  const confirmations = async () => (await readOutbox()).filter((m) => m.to.includes(user.email) && /confirm/i.test(m.subject));
  await expect.poll(async () => (await confirmations()).length, { timeout: 10_000 }).toBe(2);
  await page.goto(linkIn((await confirmations())[1].text)!);
  await expect(toastWith(page, 'Email confirmed')).toBeVisible();
  await gotoApp(page, `/meetups/${ids[0]}`);
  await page.getByRole('button', { name: 'Join meetup' }).click();
  await expect(toastWith(page, 'You\'re going!')).toBeVisible();
});

test.describe('an emailed link for another account @phone-only', () => {
  test('asks before switching: Stay keeps the signed-in account, Continue switches', async ({ page }) => {
    test.slow();
    const other = await registerWithApi(page, uniqueUser('other-link'));
    const confirmLink = linkIn((await waitForEmail(other.email, { subject: /confirm/i })).text)!;
    await signInWithApiAs(page, ACCOUNTS.basic.email, demoPassword('basic'), '/', ACCOUNTS.basic.label);

    await page.goto(confirmLink);
    const dialog = page.getByRole('dialog', { name: 'Switch account?' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(`You’re signed in as ${ACCOUNTS.basic.email}. Continue as ${other.email}?`);
    await expect(page).not.toHaveURL(/access_token/); // the link's session is not left in the address
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath('switch-account-390.png') });
    await dialog.getByRole('button', { name: `Stay as ${ACCOUNTS.basic.email}` }).click();
    await expect(dialog).toBeHidden();
    await expectSignedInAs(page, ACCOUNTS.basic.label);
    expect(await storedEmail(page)).toBe(ACCOUNTS.basic.email);
    await page.reload();
    await expectSignedInAs(page, ACCOUNTS.basic.label);
    expect(await storedEmail(page)).toBe(ACCOUNTS.basic.email);

    // A password-reset link for the other account: this time, continue as them.
    const recover = await page.request.post('/auth/v1/recover', { data: { email: other.email } });
    expect(recover.status()).toBe(200);
    const resetLink = linkIn((await waitForEmail(other.email, { subject: /reset/i })).text)!;
    await page.goto(resetLink);
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: `Continue as ${other.email}` }).click();
    await expect(page).toHaveURL(/\/reset-password/);
    await expectSignedInAs(page, ACCOUNTS.basic.label); // the other account is a Basic Member too
    await expect.poll(() => storedEmail(page)).toBe(other.email);
    await expect(page.getByRole('dialog', { name: 'Switch account?' })).toHaveCount(0);
  });
});

// "Email me a sign-in code" (issue 28) on a phone: a new address signs up with the emailed code
// (read from the server's mail outbox), and a member with a password signs in with one too.
import { ACCOUNTS, expect, expectNoAxeViolations, expectSignedInAs, gotoApp, registerWithApi, test, uniqueUser, waitForEmail } from './fixtures';

const CODE_SUBJECT = /^Your Civic Connect sign-in code: \d{6}$/;
const codeOf = (subject: string) => subject.match(/(\d{6})$/)![1];

test.describe('sign-in code @phone-only', () => {
  test('a member signs in with the code from the email', async ({ page }) => {
    const user = await registerWithApi(page);
    await gotoApp(page, '/login');
    await page.getByLabel('Email address', { exact: true }).fill(user.email);
    await page.getByRole('button', { name: 'Email me a sign-in code' }).click();
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    await expectNoAxeViolations(page);
    const mail = await waitForEmail(user.email, { subject: CODE_SUBJECT });
    await page.getByLabel('Sign-in code').fill(codeOf(mail.subject));
    await page.getByRole('button', { name: 'Continue' }).click();
    await expectSignedInAs(page, ACCOUNTS.basic.label);
    await expect(page).toHaveURL(/\/$/);
  });

  test('a wrong code is refused in words, and a new address signs up with the right one', async ({ page }) => {
    const { email } = uniqueUser('code');
    await gotoApp(page, '/login');
    await page.getByLabel('Email address', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Email me a sign-in code' }).click();
    const code = codeOf((await waitForEmail(email, { subject: CODE_SUBJECT })).subject);
    await page.getByLabel('Sign-in code').fill(String((Number(code) + 1) % 1e6).padStart(6, '0'));
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('This code is wrong or has expired. Check the latest email or ask for a new code.')).toBeVisible();
    await page.getByLabel('Sign-in code').fill(code);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expectSignedInAs(page, ACCOUNTS.basic.label);

    // The new account has no password: Security offers to set one with an emailed code.
    await gotoApp(page, '/settings?tab=security');
    await expect(page.getByRole('heading', { name: 'Set a password' })).toBeVisible();
    await expect(page.getByLabel('Current password')).toHaveCount(0);
  });
});

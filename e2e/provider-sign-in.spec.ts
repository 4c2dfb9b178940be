// Issue 28, decision 0060, on a phone: the register page's "Continue with …" and "Email me a
// sign-in code" (with the typed name), and linking a provider from Settings → Security, through
// a real local OpenID Connect provider (tests/helpers/oidc-provider.ts) that the E2E app is
// configured with (playwright.config.ts). The provider signs in whoever the test names at once.
import { startOidcProvider, type OidcFixture } from '../tests/helpers/oidc-provider';
import { ACCOUNTS, expect, expectNoAxeViolations, expectSignedInAs, gotoApp, registerWithApi, signInWithApiAs, test, uniqueUser, waitForEmail } from './fixtures';
import { E2E_BASE_URL, E2E_OIDC_PORT, E2E_OIDC_PROVIDER } from './env';

const CODE_SUBJECT = /^Your Civic Connect sign-in code: \d{6}$/;
let idp: OidcFixture;
let subjects = 0;

test.beforeAll(async () => {
  idp = await startOidcProvider({
    port: E2E_OIDC_PORT,
    redirectUri: `${E2E_BASE_URL}/auth/v1/callback`,
    clients: [{ id: E2E_OIDC_PROVIDER.client_id, secret: E2E_OIDC_PROVIDER.client_secret }],
  });
});
test.afterAll(() => idp?.close());

/** A person at the provider, who signs in there next. */
function atProvider(email: string, name: string) {
  const sub = `e2e-${Date.now().toString(36)}-${++subjects}`;
  idp.account({ sub, email, email_verified: true, name });
  idp.signInAs(sub);
  return sub;
}

test.describe('provider sign-in and linking @phone-only', () => {
  // Each test goes through the provider and back (two full page loads) on a shared 2-core machine.
  test.describe.configure({ timeout: 60_000 });

  test('the register page offers "Continue with Example ID", which signs a new member up', async ({ page }) => {
    const { email } = uniqueUser('provider');
    atProvider(email, 'Priya Provider');
    await gotoApp(page, '/register');
    await expect(page.getByRole('button', { name: 'Email me a sign-in code' })).toBeVisible();
    const cont = page.getByRole('link', { name: 'Continue with Example ID' });
    await expect(cont).toBeVisible();
    await expectNoAxeViolations(page);
    await cont.click();
    await expectSignedInAs(page, ACCOUNTS.basic.label);
    await gotoApp(page, '/settings');
    await expect(page.getByLabel('Full Name')).toHaveValue('Priya Provider');
  });

  test('"Email me a sign-in code" on the register page makes the account with the typed name', async ({ page }) => {
    const { email } = uniqueUser('typed');
    await gotoApp(page, '/register');
    await page.getByRole('button', { name: 'Email me a sign-in code' }).click();
    await expect(page.getByText('Enter your name.')).toBeVisible();
    await page.getByLabel('Full name').fill('Tomasz Typed');
    await page.getByLabel('Email address', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Email me a sign-in code' }).click();
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    const mail = await waitForEmail(email, { subject: CODE_SUBJECT });
    await page.getByLabel('Sign-in code').fill(mail.subject.slice(-6));
    await page.getByRole('button', { name: 'Continue' }).click();
    await expectSignedInAs(page, ACCOUNTS.basic.label);
    await gotoApp(page, '/settings');
    await expect(page.getByLabel('Full Name')).toHaveValue('Tomasz Typed');
  });

  test('a member links Example ID from Settings → Security, sees it listed, and removes it', async ({ page }) => {
    const member = await registerWithApi(page);
    await signInWithApiAs(page, member.email, member.password, '/settings?tab=security', ACCOUNTS.basic.label);
    // The provider account has another address: linking while signed in joins it to this account.
    atProvider(uniqueUser('elsewhere').email, 'Other Name');
    await page.getByRole('button', { name: 'Link Example ID' }).click();
    await expect(page).toHaveURL(/\/settings\?tab=security$/);
    await expect(page.getByText('Example ID linked')).toBeVisible();
    const remove = page.getByRole('button', { name: 'Remove Example ID sign-in' });
    await expect(remove).toBeVisible();
    await expect(page.getByRole('button', { name: 'Link Example ID' })).toHaveCount(0);
    await expectSignedInAs(page, ACCOUNTS.basic.label);
    await expectNoAxeViolations(page);
    await remove.click();
    await expect(page.getByText('Sign-in removed')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Link Example ID' })).toBeVisible();
  });

  test('a provider account already linked to someone else is not moved: the member is told why', async ({ page }) => {
    const first = await registerWithApi(page);
    await signInWithApiAs(page, first.email, first.password, '/settings?tab=security', ACCOUNTS.basic.label);
    atProvider(uniqueUser('shared').email, 'Shared Person');
    await page.getByRole('button', { name: 'Link Example ID' }).click();
    await expect(page.getByRole('button', { name: 'Remove Example ID sign-in' })).toBeVisible();

    const second = await registerWithApi(page, uniqueUser('second'));
    await signInWithApiAs(page, second.email, second.password, '/settings?tab=security', ACCOUNTS.basic.label);
    await page.getByRole('button', { name: 'Link Example ID' }).click(); // the provider still signs in the same person
    await expect(page.getByText('Not linked')).toBeVisible();
    await expect(page.getByText('This Example ID account is already linked to another Civic Connect account.', { exact: false })).toBeVisible();
    // Still signed in as the second member, with nothing linked.
    await expectSignedInAs(page, ACCOUNTS.basic.label);
    await expect(page.getByRole('button', { name: 'Link Example ID' })).toBeVisible();
  });
});

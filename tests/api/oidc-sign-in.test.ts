import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueSignInCode } from '../../server/auth/sign-in-codes';
import { userIdentities, users } from '../../server/db/schema/index';
import { bearer, signUp, uniqueEmail } from '../helpers/auth';
import { startOidcProvider, type OidcFixture } from '../helpers/oidc-provider';
import { createTestApp, type TestApp } from '../helpers/test-app';

// "Continue with …" against a real local OpenID Connect provider (issue 28, decision 0057). Two
// providers ("alpha", "beta") are configured on the same test issuer with their own clients.

const ORIGIN = 'http://localhost:3000';
const REDIRECT_URI = `${ORIGIN}/auth/v1/callback`;
let t: TestApp;
let idp: OidcFixture;
let subjects = 0;

beforeAll(async () => {
  idp = await startOidcProvider({ redirectUri: REDIRECT_URI, clients: [{ id: 'alpha-client', secret: 'alpha-secret' }, { id: 'beta-client', secret: 'beta-secret' }] });
  const providers = [
    { id: 'alpha', name: 'Alpha ID', issuer: idp.issuer, client_id: 'alpha-client', client_secret: 'alpha-secret' },
    { id: 'beta', name: 'Beta ID', issuer: idp.issuer, client_id: 'beta-client', client_secret: 'beta-secret' },
  ];
  t = await createTestApp({ env: { OIDC_PROVIDERS: JSON.stringify(providers) } });
}, 60_000);
afterAll(async () => {
  await t.close();
  await idp.close();
});

/** A person at the provider. */
function providerAccount(over: { email?: string; email_verified?: boolean; name?: string } = {}) {
  const sub = `subject-${++subjects}-${Date.now().toString(36)}`;
  idp.account({ sub, email: over.email ?? uniqueEmail('provider'), email_verified: over.email_verified ?? true, name: over.name ?? 'Ada Provider' });
  return sub;
}

/** GET /auth/v1/authorize: where the app sends the browser, and the flow cookie it set. */
async function startFlow(provider = 'alpha', headers: Record<string, string> = {}) {
  const res = await t.app.inject({ url: `/auth/v1/authorize?provider=${provider}&redirect_to=${encodeURIComponent(`${ORIGIN}/meetups`)}`, headers });
  expect(res.statusCode, res.body).toBe(302);
  const cookie = String(res.headers['set-cookie']).split(';')[0];
  return { location: new URL(res.headers.location as string), cookie };
}

/** The browser coming back to GET /auth/v1/callback with the flow cookie: where the app sends it next. */
async function callback(cookie: string, back: URL) {
  const res = await t.app.inject({ url: back.pathname + back.search, headers: { cookie } });
  expect(res.statusCode, res.body).toBe(303);
  const next = new URL(res.headers.location as string);
  return { target: next.origin + next.pathname, fragment: new URLSearchParams(next.hash.slice(1)) };
}

/** A whole "Continue with …" as `sub` at the provider. */
async function continueWith(sub: string, provider = 'alpha') {
  idp.signInAs(sub);
  const flow = await startFlow(provider);
  return callback(flow.cookie, await idp.authorize(flow.location.href));
}

const me = async (access: string) => (await t.app.inject({ url: '/auth/v1/user', headers: bearer(access) })).json();
const methods = async (access: string) => (await t.app.inject({ url: '/auth/v1/user/identities', headers: bearer(access) })).json();

describe('sign-in through an OpenID Connect provider', () => {
  it('lists the configured providers for the sign-in page', async () => {
    const settings = (await t.app.inject({ url: '/auth/v1/settings' })).json();
    expect(settings.providers).toEqual([
      { id: 'alpha', name: 'Alpha ID' },
      { id: 'beta', name: 'Beta ID' },
    ]);
    expect(settings.external).toMatchObject({ email: true, alpha: true, beta: true });
    const unknown = await t.app.inject({ url: '/auth/v1/authorize?provider=gamma' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toBe('provider_unavailable');
  });

  it('sends the browser to the provider with PKCE, state and nonce, and a redirect URI from the configured origin only', async () => {
    const { location, cookie } = await startFlow('alpha', { host: 'evil.example', 'x-forwarded-host': 'evil.example' });
    expect(location.origin).toBe(idp.issuer);
    const q = location.searchParams;
    expect(q.get('redirect_uri')).toBe(REDIRECT_URI);
    expect(q.get('code_challenge_method')).toBe('S256');
    expect(q.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(q.get('state')).toBeTruthy();
    expect(q.get('nonce')).toBeTruthy();
    expect(q.get('client_id')).toBe('alpha-client');
    // The verifier travels only inside the encrypted, HttpOnly cookie.
    expect(cookie).toMatch(/^cc_oidc_flow=/);
    expect(cookie).not.toContain(q.get('state')!);
  });

  it('signs up a new member: no password, the provider’s verified address confirmed, back where they started', async () => {
    const email = uniqueEmail('newbie');
    const sub = providerAccount({ email, name: 'Nadia Newbie' });
    const { target, fragment } = await continueWith(sub);
    expect(target).toBe(`${ORIGIN}/meetups`);
    const user = await me(fragment.get('access_token')!);
    expect(user.email).toBe(email);
    expect(user.email_confirmed_at).not.toBeNull();
    expect(user.app_metadata.has_password).toBe(false);
    expect(user.user_metadata.name).toBe('Nadia Newbie');
    const listed = await methods(fragment.get('access_token')!);
    expect(listed).toMatchObject({ has_password: false, identities: [{ provider: 'alpha', provider_name: 'Alpha ID', email }] });
  });

  it('signs the same provider account in again to the same member', async () => {
    const sub = providerAccount();
    const first = await me((await continueWith(sub)).fragment.get('access_token')!);
    const second = await me((await continueWith(sub)).fragment.get('access_token')!);
    expect(second.id).toBe(first.id);
    expect(await t.db.select().from(userIdentities).where(eq(userIdentities.subject, sub))).toHaveLength(1);
  });

  it('links to an existing account through a verified email of the same address', async () => {
    const { email, session } = await signUp(t.app, { confirmed: false });
    const sub = providerAccount({ email: email.toUpperCase(), email_verified: true });
    const { fragment } = await continueWith(sub);
    const user = await me(fragment.get('access_token')!);
    expect(user.id).toBe(session.user.id);
    expect(user.email_confirmed_at).not.toBeNull(); // the provider vouched for the address
    expect(user.app_metadata.has_password).toBe(true);
  });

  it('refuses an unverified email: no link, no account, a clear message', async () => {
    const { email, session } = await signUp(t.app);
    const sub = providerAccount({ email, email_verified: false });
    const { target, fragment } = await continueWith(sub);
    expect(target).toBe(`${ORIGIN}/login`);
    expect(fragment.get('access_token')).toBeNull();
    expect(fragment.get('error_code')).toBe('identity_not_linkable');
    expect(fragment.get('error_description')).toBe(
      'Alpha ID has not verified your email address, so we cannot sign you in with it or link it to an account. Verify the address with Alpha ID, or sign in with your password or an emailed code.',
    );
    expect(await t.db.select().from(userIdentities).where(eq(userIdentities.userId, session.user.id))).toEqual([]);
    // A new address with an unverified email makes no account either, with the same answer.
    const stranger = uniqueEmail('unverified');
    const other = await continueWith(providerAccount({ email: stranger, email_verified: false }));
    expect(other.fragment.get('error_description')).toBe(fragment.get('error_description'));
    expect(await t.db.select().from(users).where(eq(users.email, stranger))).toEqual([]);
  });

  it('refuses a state that is not this browser’s (a code from another flow)', async () => {
    const sub = providerAccount();
    idp.signInAs(sub);
    const mine = await startFlow();
    const theirs = await startFlow();
    const theirReturn = await idp.authorize(theirs.location.href);
    const { target, fragment } = await callback(mine.cookie, theirReturn);
    expect(target).toBe(`${ORIGIN}/login`);
    expect(fragment.get('error_code')).toBe('provider_sign_in_failed');
    expect(fragment.get('access_token')).toBeNull();
    // Without the flow cookie at all: refused the same way.
    expect((await callback('', theirReturn)).fragment.get('error_code')).toBe('provider_sign_in_failed');
  });

  it('refuses a code issued for another PKCE verifier, even with this browser’s state', async () => {
    const sub = providerAccount();
    idp.signInAs(sub);
    const mine = await startFlow();
    const theirs = await startFlow();
    const theirReturn = await idp.authorize(theirs.location.href);
    // The attacker's code carried with the victim's own state: the state check passes, the provider refuses the verifier.
    const forged = new URL(theirReturn);
    forged.searchParams.set('state', mine.location.searchParams.get('state')!);
    const { target, fragment } = await callback(mine.cookie, forged);
    expect(target).toBe(`${ORIGIN}/login`);
    expect(fragment.get('error_code')).toBe('provider_sign_in_failed');
    expect(await t.db.select().from(userIdentities).where(eq(userIdentities.subject, sub))).toEqual([]);
    // The provider account itself is fine: a whole flow of its own signs in.
    expect((await continueWith(sub)).fragment.get('access_token')).toBeTruthy();
  });

  it('unlinks a sign-in only while another way remains', async () => {
    const email = uniqueEmail('unlinker');
    const alphaSub = providerAccount({ email });
    const access = (await continueWith(alphaSub, 'alpha')).fragment.get('access_token')!;
    const auth = bearer(access);
    const unlink = (id: string) => t.app.inject({ method: 'DELETE', url: `/auth/v1/user/identities/${id}`, headers: auth });
    const [alpha] = (await methods(access)).identities;

    const last = await unlink(alpha.identity_id);
    expect(last.statusCode).toBe(409);
    expect(last.json()).toMatchObject({ error: 'last_sign_in_method', message: 'Set a password or link another sign-in before removing this one.' });

    // A second provider with the same verified address links to the same account: now one may go.
    const betaSub = providerAccount({ email });
    await continueWith(betaSub, 'beta');
    const both = (await methods(access)).identities;
    expect(both.map((i: { provider: string }) => i.provider)).toEqual(['alpha', 'beta']);
    expect((await unlink(alpha.identity_id)).statusCode).toBe(204);
    const beta = both.find((i: { provider: string }) => i.provider === 'beta');
    expect((await unlink(beta.identity_id)).statusCode).toBe(409);

    // With a password set (confirmed by an emailed code), the last one may go too.
    const { code } = await issueSignInCode(t.db, ORIGIN, { email, redirectTo: ORIGIN });
    expect((await t.app.inject({ method: 'PUT', url: '/auth/v1/user', headers: auth, payload: { password: 'now-with-a-password', nonce: code } })).statusCode).toBe(200);
    expect((await unlink(beta.identity_id)).statusCode).toBe(204);
    expect(await methods(access)).toEqual({ has_password: true, identities: [] });

    // Someone else's identity is not found, whatever it is.
    const other = (await continueWith(providerAccount(), 'alpha')).fragment.get('access_token')!;
    const [theirs] = (await methods(other)).identities;
    expect((await unlink(theirs.identity_id)).statusCode).toBe(404);
  });

  it('a suspended account is refused with the reason', async () => {
    const { email, session } = await signUp(t.app);
    await t.db.update(users).set({ isSuspended: true }).where(eq(users.id, session.user.id));
    const { fragment } = await continueWith(providerAccount({ email }));
    expect(fragment.get('error_code')).toBe('user_suspended');
    expect(fragment.get('access_token')).toBeNull();
  });

  it('puts linked sign-ins in the data export, and deletes them with the account', async () => {
    const email = uniqueEmail('exporter');
    const access = (await continueWith(providerAccount({ email }))).fragment.get('access_token')!;
    const exported = (await t.app.inject({ url: '/api/profile/export', headers: bearer(access) })).json();
    expect(exported.linked_sign_ins).toMatchObject([{ provider: 'alpha', email }]);
    const userId = (await me(access)).id;
    const { code } = await issueSignInCode(t.db, ORIGIN, { email, redirectTo: ORIGIN });
    expect((await t.app.inject({ method: 'DELETE', url: '/api/profile', headers: bearer(access), payload: { code } })).statusCode).toBe(204);
    expect(await t.db.select().from(userIdentities).where(eq(userIdentities.userId, userId))).toEqual([]);
  });
});

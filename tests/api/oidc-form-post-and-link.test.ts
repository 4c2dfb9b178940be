import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appleUserName, claimsFrom } from '../../server/auth/oidc/claims';
import { userIdentities } from '../../server/db/schema/index';
import { bearer, signUp, uniqueEmail } from '../helpers/auth';
import { startOidcProvider, type OidcFixture } from '../helpers/oidc-provider';
import { createTestApp, type TestApp } from '../helpers/test-app';

// Decision 0060: a provider that answers by response_mode=form_post (Apple) and linking a provider
// from Settings → Security, against the real local OpenID Connect provider. "apple" is the
// fixture configured like Apple (form_post, scopes without `profile`, so the name arrives only in
// the first POST's `user` field); "alpha" answers by the usual redirect.

const ORIGIN = 'http://localhost:3000';
const REDIRECT_URI = `${ORIGIN}/auth/v1/callback`;
let t: TestApp;
let idp: OidcFixture;
let subjects = 0;

beforeAll(async () => {
  idp = await startOidcProvider({ redirectUri: REDIRECT_URI, clients: [{ id: 'apple-client', secret: 'apple-secret' }, { id: 'alpha-client', secret: 'alpha-secret' }] });
  const providers = [
    { id: 'apple', name: 'Apple', issuer: idp.issuer, client_id: 'apple-client', client_secret: 'apple-secret', response_mode: 'form_post', scope: 'openid email' },
    { id: 'alpha', name: 'Alpha ID', issuer: idp.issuer, client_id: 'alpha-client', client_secret: 'alpha-secret' },
  ];
  t = await createTestApp({ env: { OIDC_PROVIDERS: JSON.stringify(providers) } });
}, 60_000);
afterAll(async () => {
  await t.close();
  await idp.close();
});

function providerAccount(over: { email?: string; email_verified?: boolean; name?: string } = {}) {
  const sub = `fp-subject-${++subjects}-${Date.now().toString(36)}`;
  idp.account({ sub, email: over.email ?? uniqueEmail('apple'), email_verified: over.email_verified ?? true, name: over.name ?? 'Name In The Token' });
  return sub;
}

const cookieOf = (setCookie: unknown) => String(setCookie).split(';')[0];
const fragmentOf = (location: string) => new URLSearchParams(new URL(location).hash.slice(1));
const me = async (access: string) => (await t.app.inject({ url: '/auth/v1/user', headers: bearer(access) })).json();
const methods = async (access: string) => (await t.app.inject({ url: '/auth/v1/user/identities', headers: bearer(access) })).json();

async function startFlow(provider: string) {
  const res = await t.app.inject({ url: `/auth/v1/authorize?provider=${provider}&redirect_to=${encodeURIComponent(`${ORIGIN}/meetups`)}` });
  expect(res.statusCode, res.body).toBe(302);
  return { location: new URL(res.headers.location as string), setCookie: String(res.headers['set-cookie']), cookie: cookieOf(res.headers['set-cookie']) };
}

/** The provider's cross-site POST to /auth/v1/callback, as the browser sends the auto-submitted form. */
async function postBack(cookie: string, fields: Record<string, string>) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/auth/v1/callback',
    headers: { cookie, 'content-type': 'application/x-www-form-urlencoded', origin: new URL(idp.issuer).origin },
    payload: new URLSearchParams(fields).toString(),
  });
  expect(res.statusCode, res.body).toBe(303);
  return res;
}

/** A whole "Continue with Apple" as `sub`, Apple's `user` field added when given. */
async function continueWithApple(sub: string, user?: object) {
  idp.signInAs(sub);
  const flow = await startFlow('apple');
  const back = await idp.authorize(flow.location.href);
  const fields = Object.fromEntries(back.searchParams);
  return postBack(flow.cookie, user ? { ...fields, user: JSON.stringify(user) } : fields);
}

describe('a provider that answers by form_post (Apple)', () => {
  it('asks for form_post, with the flow cookie SameSite=None; Secure only for that provider', async () => {
    const apple = await startFlow('apple');
    expect(apple.location.searchParams.get('response_mode')).toBe('form_post');
    expect(apple.location.searchParams.get('scope')).toBe('openid email');
    expect(apple.setCookie).toMatch(/; Path=\/auth\/v1\/callback;/);
    expect(apple.setCookie).toMatch(/; HttpOnly; SameSite=None; Secure$/);
    const alpha = await startFlow('alpha');
    expect(alpha.location.searchParams.get('response_mode')).toBeNull();
    expect(alpha.location.searchParams.get('scope')).toBe('openid email profile');
    expect(alpha.setCookie).toMatch(/; HttpOnly; SameSite=Lax$/);
  });

  it('signs up with the name from the first POST’s `user` field, then signs the same account in', async () => {
    const email = uniqueEmail('apple-new');
    const sub = providerAccount({ email });
    const first = await continueWithApple(sub, { name: { firstName: 'Ada', lastName: 'Lovelace' }, email });
    expect(first.headers.location).toMatch(new RegExp(`^${ORIGIN}/meetups#`));
    // The cookie is cleared with the attributes it was set with (else the browser keeps it).
    expect(String(first.headers['set-cookie'])).toMatch(/^cc_oidc_flow=; Path=\/auth\/v1\/callback; Max-Age=0; HttpOnly; SameSite=None; Secure$/);
    const user = await me(fragmentOf(first.headers.location as string).get('access_token')!);
    expect(user).toMatchObject({ email, user_metadata: { name: 'Ada Lovelace' }, app_metadata: { has_password: false } });
    expect(user.email_confirmed_at).not.toBeNull();

    // Apple sends no `user` the second time: same account, name kept.
    const again = await me(fragmentOf((await continueWithApple(sub)).headers.location as string).get('access_token')!);
    expect(again.id).toBe(user.id);
    expect(again.user_metadata.name).toBe('Ada Lovelace');
  });

  it('refuses a POST whose state is not this browser’s flow, and a POST without the flow cookie', async () => {
    const sub = providerAccount();
    idp.signInAs(sub);
    const mine = await startFlow('apple');
    const theirs = await startFlow('apple');
    const theirFields = Object.fromEntries((await idp.authorize(theirs.location.href)).searchParams);
    for (const cookie of [mine.cookie, '']) {
      const res = await postBack(cookie, theirFields);
      expect((res.headers.location as string).startsWith(`${ORIGIN}/login#`)).toBe(true);
      expect(fragmentOf(res.headers.location as string).get('error_code')).toBe('provider_sign_in_failed');
      expect(fragmentOf(res.headers.location as string).get('access_token')).toBeNull();
    }
    expect(await t.db.select().from(userIdentities).where(eq(userIdentities.subject, sub))).toEqual([]);
  });

  it('takes each provider’s answer only the way it was configured (no GET for form_post, no POST for a redirect provider)', async () => {
    const sub = providerAccount();
    idp.signInAs(sub);
    const apple = await startFlow('apple');
    const back = await idp.authorize(apple.location.href);
    const asGet = await t.app.inject({ url: `/auth/v1/callback${back.search}`, headers: { cookie: apple.cookie } });
    expect(fragmentOf(asGet.headers.location as string).get('error_code')).toBe('provider_sign_in_failed');

    const alpha = await startFlow('alpha');
    const alphaBack = await idp.authorize(alpha.location.href);
    const asPost = await postBack(alpha.cookie, Object.fromEntries(alphaBack.searchParams));
    expect(fragmentOf(asPost.headers.location as string).get('error_code')).toBe('provider_sign_in_failed');
  });

  it('reads Apple’s string "true" as a verified email and its `user` name defensively', () => {
    expect(claimsFrom({ sub: 's', email: 'a@b.example', email_verified: 'true' }).emailVerified).toBe(true);
    expect(claimsFrom({ sub: 's', email: 'a@b.example', email_verified: 'false' }).emailVerified).toBe(false);
    expect(appleUserName('{"name":{"firstName":" Ada ","lastName":""}}')).toBe('Ada');
    expect(appleUserName('not json')).toBeUndefined();
    expect(appleUserName(undefined)).toBeUndefined();
  });
});

describe('linking a provider from Settings → Security', () => {
  /** GET /auth/v1/user/identities/authorize as auth-js linkIdentity sends it: the provider URL and the flow cookie. */
  async function startLink(access: string | null, provider = 'alpha') {
    const res = await t.app.inject({
      url: `/auth/v1/user/identities/authorize?provider=${provider}&redirect_to=${encodeURIComponent(`${ORIGIN}/settings?tab=security`)}&skip_http_redirect=true`,
      headers: access ? bearer(access) : {},
    });
    return { res, cookie: cookieOf(res.headers['set-cookie']) };
  }

  /** A whole link as `sub` at the provider: where the app sends the browser at the end. */
  async function link(access: string, sub: string, provider = 'alpha') {
    idp.signInAs(sub);
    const { res, cookie } = await startLink(access, provider);
    expect(res.statusCode, res.body).toBe(200);
    const back = await idp.authorize(res.json().url);
    const done =
      provider === 'apple'
        ? await postBack(cookie, Object.fromEntries(back.searchParams))
        : await t.app.inject({ url: back.pathname + back.search, headers: { cookie } });
    expect(done.statusCode).toBe(303);
    return new URL(done.headers.location as string);
  }

  it('links to the signed-in account whatever address the provider has, then signs in to it', async () => {
    const { session } = await signUp(t.app);
    const sub = providerAccount({ email: uniqueEmail('elsewhere'), email_verified: false });
    const back = await link(session.access_token, sub);
    expect(back.href).toBe(`${ORIGIN}/settings?tab=security&linked=alpha`);
    expect((await methods(session.access_token)).identities).toMatchObject([{ provider: 'alpha', provider_name: 'Alpha ID' }]);
    // Linking again is harmless; the link is the same one.
    expect((await link(session.access_token, sub)).searchParams.get('linked')).toBe('alpha');
    expect((await methods(session.access_token)).identities).toHaveLength(1);

    // "Continue with Alpha ID" now signs in to this account (the unverified address did not matter: the member linked it).
    idp.signInAs(sub);
    const flow = await t.app.inject({ url: '/auth/v1/authorize?provider=alpha' });
    const returned = await idp.authorize(flow.headers.location as string);
    const signedIn = await t.app.inject({ url: returned.pathname + returned.search, headers: { cookie: cookieOf(flow.headers['set-cookie']) } });
    expect((await me(fragmentOf(signedIn.headers.location as string).get('access_token')!)).id).toBe(session.user.id);
  });

  it('links a form_post provider too', async () => {
    const { session } = await signUp(t.app);
    const back = await link(session.access_token, providerAccount(), 'apple');
    expect(back.searchParams.get('linked')).toBe('apple');
    expect((await methods(session.access_token)).identities).toMatchObject([{ provider: 'apple' }]);
  });

  it('never moves a provider account linked to someone else: a clear message back on the Security page', async () => {
    const first = await signUp(t.app);
    const second = await signUp(t.app);
    const sub = providerAccount();
    await link(first.session.access_token, sub);
    const back = await link(second.session.access_token, sub);
    expect(back.origin + back.pathname + back.search).toBe(`${ORIGIN}/settings?tab=security`);
    const fragment = new URLSearchParams(back.hash.slice(1));
    expect(fragment.get('error_code')).toBe('identity_already_exists');
    expect(fragment.get('error_description')).toBe(
      'This Alpha ID account is already linked to another Civic Connect account. Sign in with it there and remove it first, or use another Alpha ID account.',
    );
    expect(fragment.get('access_token')).toBeNull();
    const [row] = await t.db.select().from(userIdentities).where(eq(userIdentities.subject, sub));
    expect(row.userId).toBe(first.session.user.id);
    expect((await methods(second.session.access_token)).identities).toEqual([]);
  });

  it('needs a signed-in member and a configured provider', async () => {
    const anonymous = await startLink(null);
    expect(anonymous.res.statusCode).toBe(401);
    expect(anonymous.res.headers['set-cookie']).toBeUndefined();
    const { session } = await signUp(t.app);
    const unknown = await startLink(session.access_token, 'gamma');
    expect(unknown.res.statusCode).toBe(400);
    expect(unknown.res.json()).toMatchObject({ error: 'provider_unavailable', message: 'This sign-in provider is not available.' });
  });

  it('a link flow started by one member cannot be finished in another browser', async () => {
    const { session } = await signUp(t.app);
    const sub = providerAccount();
    idp.signInAs(sub);
    const { res } = await startLink(session.access_token);
    const back = await idp.authorize(res.json().url);
    // The victim's browser has no flow cookie for this state: refused, nothing linked.
    const done = await t.app.inject({ url: back.pathname + back.search });
    expect(fragmentOf(done.headers.location as string).get('error_code')).toBe('provider_sign_in_failed');
    expect(await t.db.select().from(userIdentities).where(eq(userIdentities.subject, sub))).toEqual([]);
  });
});

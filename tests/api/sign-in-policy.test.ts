import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueSignInCode } from '../../server/auth/sign-in-codes';
import { bearer, signUp, uniqueEmail } from '../helpers/auth';
import { block } from '../helpers/network-fixtures';
import { startOidcProvider, type OidcFixture } from '../helpers/oidc-provider';
import { userIdentities } from '../../server/db/schema/index';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { cast, type Kind, type Person } from '../helpers/venue-fixtures';

// Issue 28's sign-in endpoints, actor kind × action → HTTP status. Besides the seven kinds of
// every policy table: an unconfirmed account, a member someone has blocked, an account made by a
// sign-in code (no password) and one made through a provider with a second provider linked.
// Decision 0060 adds Apple's form_post callback and starting a link from Settings → Security.
// Sign-in routes are for visitors: the same answers signed in
// or not, a suspended account refused where a session would start.
type Who = Kind | 'unconfirmed' | 'blocked' | 'passwordless' | 'linked';
// Asking for codes last: the code they email (after the answer) would spend the fresh code the others use.
type Action = 'authorize' | 'formPostCallback' | 'linkStart' | 'listSignIns' | 'unlinkOwn' | 'unlinkOthers' | 'signInWithCode' | 'wrongCode' | 'setPasswordWithCode' | 'reauthenticate' | 'askCode';

const signedIn = { authorize: 302, formPostCallback: 303, linkStart: 200, listSignIns: 200, unlinkOwn: 204, unlinkOthers: 404, signInWithCode: 200, wrongCode: 403, setPasswordWithCode: 200, reauthenticate: 200, askCode: 200 };
const TABLE: Record<Who, Record<Action, number>> = {
  // A visitor's code signs up the address; "Continue with …" starts for anyone.
  anonymous: { authorize: 302, formPostCallback: 303, linkStart: 401, listSignIns: 401, unlinkOwn: 401, unlinkOthers: 401, signInWithCode: 200, wrongCode: 403, setPasswordWithCode: 401, reauthenticate: 401, askCode: 200 },
  unconfirmed: signedIn,
  basic: signedIn,
  professional: signedIn,
  owner: signedIn,
  otherVenue: signedIn,
  admin: signedIn,
  blocked: signedIn,
  // No password: its only linked sign-in stays (until a password is set, below, by setPasswordWithCode).
  passwordless: { ...signedIn, unlinkOwn: 409 },
  // Made through a provider (no password), with a second provider linked: one of the two may go.
  linked: signedIn,
  // The same answer to asking (no enumeration); no session, no code mail, no password change.
  suspended: { authorize: 302, formPostCallback: 303, linkStart: 403, listSignIns: 403, unlinkOwn: 403, unlinkOthers: 403, signInWithCode: 403, wrongCode: 403, setPasswordWithCode: 403, reauthenticate: 403, askCode: 200 },
};

let t: TestApp;
let idp: OidcFixture;
let people: Record<Who, Person>;
let strangersIdentity: string;
const visitorEmail = uniqueEmail('visitor');

beforeAll(async () => {
  idp = await startOidcProvider({ redirectUri: 'http://localhost:3000/auth/v1/callback', clients: [{ id: 'policy-client', secret: 'policy-secret' }] });
  t = await createTestApp({ env: { OIDC_PROVIDERS: JSON.stringify([{ id: 'example', name: 'Example ID', issuer: idp.issuer, client_id: 'policy-client', client_secret: 'policy-secret' }]) } });
  const base = await cast(t);
  const unconfirmed = await signUp(t.app, { confirmed: false });
  const blocked = await signUp(t.app);
  await block(t.db, base.basic.id, blocked.session.user.id);
  const email = uniqueEmail('passwordless');
  const { code } = await issueSignInCode(t.db, t.config.publicUrl, { email, redirectTo: t.config.publicUrl });
  const made = (await t.app.inject({ method: 'POST', url: '/auth/v1/verify', payload: { email, token: code, type: 'email' } })).json();
  people = {
    ...base,
    unconfirmed: { id: unconfirmed.session.user.id, email: unconfirmed.email, headers: bearer(unconfirmed.session.access_token) },
    blocked: { id: blocked.session.user.id, email: blocked.email, headers: bearer(blocked.session.access_token) },
    passwordless: { id: made.user.id, email, headers: bearer(made.access_token) },
    linked: { id: '', email: '', headers: {} },
  };
  // "linked": an account made through the provider (no password), then one more provider identity.
  idp.account({ sub: 'policy-linked', email: uniqueEmail('linked'), email_verified: true });
  idp.signInAs('policy-linked');
  const start = await t.app.inject({ url: '/auth/v1/authorize?provider=example' });
  const back = await idp.authorize(start.headers.location as string);
  const done = await t.app.inject({ url: back.pathname + back.search, headers: { cookie: String(start.headers['set-cookie']).split(';')[0] } });
  const access = new URLSearchParams(new URL(done.headers.location as string).hash.slice(1)).get('access_token')!;
  const linkedUser = (await t.app.inject({ url: '/auth/v1/user', headers: bearer(access) })).json();
  people.linked = { id: linkedUser.id, email: linkedUser.email, headers: bearer(access) };
  await t.db.insert(userIdentities).values({ userId: linkedUser.id, provider: 'other', subject: 'policy-linked-2' });
  // Someone else's identity, for unlinkOthers.
  const stranger = await signUp(t.app);
  const [theirs] = await t.db.insert(userIdentities).values({ userId: stranger.session.user.id, provider: 'other', subject: 'strangers' }).returning();
  strangersIdentity = theirs.id;
}, 60_000);
afterAll(async () => {
  await t.close();
  await idp.close();
});

async function attempt(who: Who, action: Action): Promise<number> {
  const p = people[who];
  const headers = p.headers;
  const email = who === 'anonymous' ? visitorEmail : p.email;
  const freshCode = async () => (await issueSignInCode(t.db, t.config.publicUrl, { email, redirectTo: t.config.publicUrl })).code;
  const inject = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) }).then((r) => r.statusCode);
  switch (action) {
    case 'authorize':
      return inject('GET', '/auth/v1/authorize?provider=example');
    // A form_post provider's answer without a flow cookie: back to /login for anyone (decision 0060).
    case 'formPostCallback':
      return t.app.inject({ method: 'POST', url: '/auth/v1/callback', headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' }, payload: 'code=c&state=s' }).then((r) => r.statusCode);
    // "Link Example ID" from Settings → Security: only a signed-in member's own account.
    case 'linkStart':
      return inject('GET', '/auth/v1/user/identities/authorize?provider=example&skip_http_redirect=true');
    case 'listSignIns':
      return inject('GET', '/auth/v1/user/identities');
    case 'unlinkOwn': {
      // Anonymous has none of its own: it tries a stranger's. The password-less account's only identity.
      if (who === 'anonymous') return t.app.inject({ method: 'DELETE', url: `/auth/v1/user/identities/${strangersIdentity}`, headers }).then((r) => r.statusCode);
      const [own] = await t.db.insert(userIdentities).values({ userId: p.id, provider: 'example', subject: `own-${who}` }).returning();
      return t.app.inject({ method: 'DELETE', url: `/auth/v1/user/identities/${own.id}`, headers }).then((r) => r.statusCode);
    }
    case 'unlinkOthers':
      return t.app.inject({ method: 'DELETE', url: `/auth/v1/user/identities/${strangersIdentity}`, headers }).then((r) => r.statusCode);
    case 'askCode':
      return inject('POST', '/auth/v1/otp', { email, create_user: true });
    case 'signInWithCode':
      return inject('POST', '/auth/v1/verify', { email, token: await freshCode(), type: 'email' });
    case 'wrongCode': {
      const code = await freshCode();
      return inject('POST', '/auth/v1/verify', { email, token: String((Number(code) + 1) % 1e6).padStart(6, '0'), type: 'email' });
    }
    case 'reauthenticate':
      return inject('GET', '/auth/v1/reauthenticate');
    case 'setPasswordWithCode':
      return inject('PUT', '/auth/v1/user', { password: `a-new-passphrase-${who}`, nonce: await freshCode() });
  }
}

describe('sign-in codes: actor kind × action → status', () => {
  for (const who of Object.keys(TABLE) as Who[]) {
    it(who, async () => {
      const got: Record<string, number> = {};
      for (const action of Object.keys(TABLE[who]) as Action[]) got[action] = await attempt(who, action);
      expect(got).toEqual(TABLE[who]);
    });
  }
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueSignInCode } from '../../server/auth/sign-in-codes';
import { bearer, signUp, uniqueEmail } from '../helpers/auth';
import { block } from '../helpers/network-fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { cast, type Kind, type Person } from '../helpers/venue-fixtures';

// Issue 28's sign-in endpoints, actor kind × action → HTTP status. Besides the seven kinds of
// every policy table: an unconfirmed account, a member someone has blocked, and an account made
// by a sign-in code (no password). Sign-in routes are for visitors: the same answers signed in
// or not, a suspended account refused where a session would start.
type Who = Kind | 'unconfirmed' | 'blocked' | 'passwordless';
// Asking for codes last: the code they email (after the answer) would spend the fresh code the others use.
type Action = 'signInWithCode' | 'wrongCode' | 'setPasswordWithCode' | 'reauthenticate' | 'askCode';

const signedIn = { signInWithCode: 200, wrongCode: 403, setPasswordWithCode: 200, reauthenticate: 200, askCode: 200 };
const TABLE: Record<Who, Record<Action, number>> = {
  // A visitor's code signs up the address.
  anonymous: { signInWithCode: 200, wrongCode: 403, setPasswordWithCode: 401, reauthenticate: 401, askCode: 200 },
  unconfirmed: signedIn,
  basic: signedIn,
  professional: signedIn,
  owner: signedIn,
  otherVenue: signedIn,
  admin: signedIn,
  blocked: signedIn,
  passwordless: signedIn,
  // The same answer to asking (no enumeration); no session, no code mail, no password change.
  suspended: { signInWithCode: 403, wrongCode: 403, setPasswordWithCode: 403, reauthenticate: 403, askCode: 200 },
};

let t: TestApp;
let people: Record<Who, Person>;
const visitorEmail = uniqueEmail('visitor');

beforeAll(async () => {
  t = await createTestApp();
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
  };
}, 60_000);
afterAll(() => t.close());

async function attempt(who: Who, action: Action): Promise<number> {
  const p = people[who];
  const headers = p.headers;
  const email = who === 'anonymous' ? visitorEmail : p.email;
  const freshCode = async () => (await issueSignInCode(t.db, t.config.publicUrl, { email, redirectTo: t.config.publicUrl })).code;
  const inject = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) }).then((r) => r.statusCode);
  switch (action) {
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

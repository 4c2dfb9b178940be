import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FUNCTIONS } from '../../server/functions/registry';
import { bearer, signUp } from '../helpers/auth';
import { follow, SUBJECTS, verifyPath, waitForMail } from '../helpers/auth-mail';
import { createTestApp, type TestApp } from '../helpers/test-app';

// Issue 9, "anyone can become admin": signing up a staff address nobody has claimed gave full
// admin. Admin is now a confirmed address in ADMIN_EMAILS.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ADMIN_FUNCTIONS = FUNCTIONS.filter((f) => f.access === 'admin').map((f) => f.name);
const call = (name: string, token: string) => t.app.inject({ method: 'POST', url: `/functions/v1/${name}`, headers: bearer(token), payload: {} });

describe('an unconfirmed staff address', () => {
  it('gets 403 on every admin function and is_admin false, until the emailed link confirms it', async () => {
    expect(ADMIN_FUNCTIONS.length).toBeGreaterThanOrEqual(8);
    const email = 'ops@civicconnect.example';
    expect(t.config.adminEmails).toContain(email);
    const { session } = await signUp(t.app, { confirmed: false, email });

    for (const name of ADMIN_FUNCTIONS) {
      const res = await call(name, session.access_token);
      expect(res.statusCode, name).toBe(403);
      // Refused before the admin check: an unconfirmed address reaches no one (issue 24).
      expect(res.json(), name).toMatchObject({ error: 'email_not_confirmed' });
    }
    const profile = await t.app.inject({ url: '/api/profile', headers: bearer(session.access_token) });
    expect(profile.json()).toMatchObject({ is_admin: false });
    const exported = await t.app.inject({ url: '/api/profile/export', headers: bearer(session.access_token) });
    expect(exported.statusCode).toBe(200);
    expect(exported.json().profile).toMatchObject({ is_admin: false });

    // The owner of the mailbox confirms: admin from the next request, in this session too.
    await follow(t, verifyPath(await waitForMail(t, email, SUBJECTS.confirm)));
    for (const name of ADMIN_FUNCTIONS) {
      const res = await call(name, session.access_token);
      expect([401, 403], `${name}: ${res.body}`).not.toContain(res.statusCode);
    }
    const after = await t.app.inject({ url: '/api/profile', headers: bearer(session.access_token) });
    expect(after.json()).toMatchObject({ is_admin: true });
  });
});

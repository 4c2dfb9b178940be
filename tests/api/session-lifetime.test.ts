import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authSessions } from '../../server/db/schema/index';
import { bearer, signUp, type Tokens } from '../helpers/auth';
import { createTestApp, type TestApp } from '../helpers/test-app';

// Issue 9, "sessions never end": refresh tokens end after 30 days without use and 90 in all;
// two tabs refreshing at once both stay signed in.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 86_400_000;
const refresh = (app: TestApp, token: string) => app.app.inject({ method: 'POST', url: '/auth/v1/token?grant_type=refresh_token', payload: { refresh_token: token } });
const backdate = (app: TestApp, sessionId: string, created: number, refreshed: number | null) =>
  app.db.update(authSessions).set({ createdAt: new Date(Date.now() - created), refreshedAt: refreshed === null ? null : new Date(Date.now() - refreshed) }).where(eq(authSessions.id, sessionId));
const sessionIdOf = (s: Tokens) => JSON.parse(Buffer.from(s.access_token.split('.')[1], 'base64url').toString()).session_id as string;

async function expectEnded(app: TestApp, s: Tokens) {
  const res = await refresh(app, s.refresh_token);
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({ error: 'refresh_token_not_found', message: 'Your session has ended. Please sign in again.' });
  // The session is revoked, not merely refused: its access token stops working too.
  expect((await app.app.inject({ url: '/auth/v1/user', headers: bearer(s.access_token) })).statusCode).toBe(401);
}

describe('session lifetime', () => {
  it('a refresh token unused for more than 30 days no longer works', async () => {
    const { session } = await signUp(t.app);
    await backdate(t, sessionIdOf(session), 31 * DAY, null);
    await expectEnded(t, session);
  });

  it('a session used within 30 days keeps going, and every refresh counts as use', async () => {
    const { session } = await signUp(t.app);
    await backdate(t, sessionIdOf(session), 60 * DAY, 29 * DAY);
    const res = await refresh(t, session.refresh_token);
    expect(res.statusCode).toBe(200);
    const [row] = await t.db.select().from(authSessions).where(eq(authSessions.id, sessionIdOf(session)));
    expect(row.refreshedAt!.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('a session ends after 90 days in all, however often it was used', async () => {
    const { session } = await signUp(t.app);
    await backdate(t, sessionIdOf(session), 91 * DAY, 1 * DAY);
    await expectEnded(t, session);
  });

  it('the limits come from SESSION_INACTIVITY_DAYS and SESSION_MAX_DAYS', async () => {
    const short = await createTestApp({ env: { SESSION_INACTIVITY_DAYS: '1', SESSION_MAX_DAYS: '3' } });
    try {
      expect(short.config).toMatchObject({ sessionInactivityDays: 1, sessionMaxDays: 3 });
      const a = (await signUp(short.app)).session;
      await backdate(short, sessionIdOf(a), 2 * DAY, null);
      await expectEnded(short, a);
      const b = (await signUp(short.app)).session;
      await backdate(short, sessionIdOf(b), 4 * DAY, 0);
      await expectEnded(short, b);
    } finally {
      await short.close();
    }
  });
});

describe('two tabs refreshing at once', () => {
  it('both get a working session, and both keep refreshing', async () => {
    const { session } = await signUp(t.app);
    const [a, b] = await Promise.all([refresh(t, session.refresh_token), refresh(t, session.refresh_token)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    for (const tab of [a.json(), b.json()]) {
      expect(sessionIdOf(tab)).toBe(sessionIdOf(session)); // the same session, not a new sign-in
      expect((await t.app.inject({ url: '/auth/v1/user', headers: bearer(tab.access_token) })).statusCode).toBe(200);
      const next = await refresh(t, tab.refresh_token);
      expect(next.statusCode).toBe(200);
      expect((await t.app.inject({ url: '/auth/v1/user', headers: bearer(next.json().access_token) })).statusCode).toBe(200);
    }
  });
});

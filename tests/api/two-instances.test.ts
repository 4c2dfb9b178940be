import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { bearer, signUp } from '../helpers/auth';
import { createTestApp, type TestApp } from '../helpers/test-app';

// Two app instances on one PostgreSQL database (the DATABASE_URL scale-out set-up).
let a: TestApp;
let b: Awaited<ReturnType<typeof buildApp>>;
beforeAll(async () => {
  a = await createTestApp();
  b = await buildApp({ config: a.config, db: a.db, emailTransport: { kind: 'outbox', deliver: async () => {} } });
});
afterAll(async () => {
  await b.close();
  await a.close();
});

describe('two instances sharing one database', () => {
  it('accept each other’s tokens and sessions', async () => {
    const { email, password, session } = await signUp(a.app);
    const me = await b.inject({ url: '/api/profile', headers: bearer(session.access_token) });
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe(email);
    const viaB = await b.inject({ method: 'POST', url: '/auth/v1/token?grant_type=password', payload: { email, password } });
    expect(viaB.statusCode).toBe(200);
    await a.app.inject({ method: 'POST', url: '/auth/v1/logout?scope=global', headers: bearer(session.access_token) });
    expect((await b.inject({ url: '/api/profile', headers: bearer(viaB.json().access_token) })).statusCode).toBe(401);
  });
});

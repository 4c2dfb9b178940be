import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { forgetSessionChecks } from '../../server/auth/session-cache';
import type { Db } from '../../server/db/client';
import { users } from '../../server/db/schema/index';

/** The database behind each app createTestApp built, so signUp can confirm the address in it. */
const databases = new WeakMap<FastifyInstance, Db>();
export const rememberDatabase = (app: FastifyInstance, db: Db) => databases.set(app, db);

let counter = 0;
export const uniqueEmail = (prefix = 'user') => `${prefix}.${Date.now().toString(36)}.${++counter}@example.com`;

export type Tokens = { access_token: string; refresh_token: string; user: { id: string; email: string } };

/**
 * Signs a new user up through the public API, then signs in with the password grant (sign-up
 * answers without a session, as GoTrue does with confirmations on) and returns that session.
 * The address is confirmed (in the database, before the sign-in) unless `confirmed: false`: an
 * unconfirmed account reaches no one (issue 24), so only tests about confirmation itself want
 * one. The emailed link is tested in tests/api/email-confirmation.test.ts.
 */
export async function signUp(app: FastifyInstance, opts: { email?: string; password?: string; name?: string; confirmed?: boolean; db?: Db } = {}) {
  const email = opts.email ?? uniqueEmail();
  const password = opts.password ?? 'correct-horse-battery';
  const res = await app.inject({
    method: 'POST',
    url: '/auth/v1/signup',
    payload: { email, password, data: { name: opts.name ?? 'Test Person' } },
  });
  if (res.statusCode !== 200) throw new Error(`signup failed: ${res.statusCode} ${res.body}`);
  if (opts.confirmed !== false) {
    const db = opts.db ?? databases.get(app);
    if (!db) throw new Error('signUp: pass { db } (or build the app with createTestApp) to confirm the address, or { confirmed: false }');
    await db.update(users).set({ emailConfirmedAt: new Date() }).where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`);
  }
  const signIn = await app.inject({ method: 'POST', url: '/auth/v1/token?grant_type=password', payload: { email, password } });
  if (signIn.statusCode !== 200) throw new Error(`sign-in after signup failed: ${signIn.statusCode} ${signIn.body}`);
  return { email, password, session: signIn.json() as Tokens };
}

/**
 * Marks an address confirmed without the emailed link (signUp does this unless told not to).
 * The link itself is tested in tests/api/email-confirmation.test.ts.
 */
export async function confirmEmail(db: Db, userId: string) {
  await db.update(users).set({ emailConfirmedAt: new Date() }).where(eq(users.id, userId));
  forgetSessionChecks(userId); // the next request sees the confirmed address at once
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

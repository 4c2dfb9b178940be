import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../server/db/client';
import { users } from '../../server/db/schema/index';

let counter = 0;
export const uniqueEmail = (prefix = 'user') => `${prefix}.${Date.now().toString(36)}.${++counter}@example.com`;

export type Tokens = { access_token: string; refresh_token: string; user: { id: string; email: string } };

/**
 * Signs a new user up through the public API, then signs in with the password grant (sign-up
 * answers without a session, as GoTrue does with confirmations on) and returns that session.
 * The address stays unconfirmed; see confirmEmail.
 */
export async function signUp(app: FastifyInstance, opts: { email?: string; password?: string; name?: string } = {}) {
  const email = opts.email ?? uniqueEmail();
  const password = opts.password ?? 'correct-horse-battery';
  const res = await app.inject({
    method: 'POST',
    url: '/auth/v1/signup',
    payload: { email, password, data: { name: opts.name ?? 'Test Person' } },
  });
  if (res.statusCode !== 200) throw new Error(`signup failed: ${res.statusCode} ${res.body}`);
  const signIn = await app.inject({ method: 'POST', url: '/auth/v1/token?grant_type=password', payload: { email, password } });
  if (signIn.statusCode !== 200) throw new Error(`sign-in after signup failed: ${signIn.statusCode} ${signIn.body}`);
  return { email, password, session: signIn.json() as Tokens };
}

/**
 * Marks an address confirmed without the emailed link: for fixtures that need a staff account
 * (admin needs a confirmed address). The link itself is tested in tests/api/email-confirmation.test.ts.
 */
export async function confirmEmail(db: Db, userId: string) {
  await db.update(users).set({ emailConfirmedAt: new Date() }).where(eq(users.id, userId));
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

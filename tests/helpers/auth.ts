import type { FastifyInstance } from 'fastify';

let counter = 0;
export const uniqueEmail = (prefix = 'user') => `${prefix}.${Date.now().toString(36)}.${++counter}@example.com`;

export type Tokens = { access_token: string; refresh_token: string; user: { id: string; email: string } };

/** Signs a new user up through the public API and returns their session. */
export async function signUp(app: FastifyInstance, opts: { email?: string; password?: string; name?: string } = {}) {
  const email = opts.email ?? uniqueEmail();
  const password = opts.password ?? 'correct-horse-battery';
  const res = await app.inject({
    method: 'POST',
    url: '/auth/v1/signup',
    payload: { email, password, data: { name: opts.name ?? 'Test Person' } },
  });
  if (res.statusCode !== 200) throw new Error(`signup failed: ${res.statusCode} ${res.body}`);
  return { email, password, session: res.json() as Tokens };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

import { eq } from 'drizzle-orm';
import { users } from '../../server/db/schema/index';
import { createProfile } from '../../server/profiles/create-profile';
import { bearer, confirmEmail, signUp, uniqueEmail } from './auth';
import { setRole } from './roles';
import type { TestApp } from './test-app';

export type Caller = { id: string; email: string; password: string; headers: Record<string, string>; refresh: string };

/** A signed-up member; `admin` takes the n-th address of config.adminEmails. */
export async function caller(t: TestApp, role: 'basic' | 'professional' | 'venue', opts: { admin?: number; name?: string } = {}): Promise<Caller> {
  const email = opts.admin !== undefined ? t.config.adminEmails[opts.admin] : uniqueEmail(role);
  const { session, password } = await signUp(t.app, { email, name: opts.name ?? `Test ${role}` });
  await setRole(t.db, session.user.id, role);
  if (opts.admin !== undefined) await confirmEmail(t.db, session.user.id);
  return { id: session.user.id, email, password, headers: bearer(session.access_token), refresh: session.refresh_token };
}

/** Accounts written straight to the database (no password hashing), oldest first. */
export async function bulkUsers(t: TestApp, n: number, opts: { role?: 'basic' | 'professional' | 'venue'; prefix?: string; name?: (i: number) => string } = {}) {
  const made: { id: string; email: string; name: string }[] = [];
  const start = Date.now() - 3_600_000;
  for (let i = 0; i < n; i++) {
    const email = uniqueEmail(opts.prefix ?? 'bulk');
    const name = opts.name?.(i) ?? `Bulk Person ${i}`;
    const [u] = await t.db
      .insert(users)
      .values({ email, passwordHash: 'x', userMetadata: { name }, createdAt: new Date(start + i * 1000) })
      .returning({ id: users.id });
    await createProfile(t.db, { id: u.id, email, name });
    if (opts.role) await setRole(t.db, u.id, opts.role);
    made.push({ id: u.id, email, name });
  }
  return made;
}

export async function suspendDirectly(t: TestApp, id: string) {
  await t.db.update(users).set({ isSuspended: true }).where(eq(users.id, id));
}

export const callFn = (t: TestApp, name: string, who: { headers: Record<string, string> } | null, body: unknown) =>
  t.app.inject({ method: 'POST', url: `/functions/v1/${name}`, headers: who?.headers ?? {}, payload: body as object });

import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { userIdentities, users } from '../db/schema/index';

/**
 * "Download my data", sign-in section (issue 28): whether a password is set and the providers
 * linked, with the address each gave. Password hashes and sign-in codes are security records
 * that only live minutes, not the member's content, and stay out.
 */
export async function exportSignIn(db: Db, userId: string) {
  const [user] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
  const identities = await db
    .select({ provider: userIdentities.provider, email: userIdentities.email, linked_at: userIdentities.createdAt, last_sign_in_at: userIdentities.lastSignInAt })
    .from(userIdentities)
    .where(eq(userIdentities.userId, userId))
    .orderBy(userIdentities.createdAt);
  return { sign_in: { has_password: Boolean(user?.passwordHash), linked_sign_ins: identities } };
}

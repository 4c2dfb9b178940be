import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { userIdentities } from '../db/schema/index';

/**
 * "Download my data", sign-in section (issue 28): the providers linked, with the address each
 * gave. Password hashes and sign-in codes (which live minutes) are security records, not the
 * member's content, and stay out.
 */
export async function exportSignIn(db: Db, userId: string) {
  const identities = await db
    .select({ provider: userIdentities.provider, email: userIdentities.email, linked_at: userIdentities.createdAt, last_sign_in_at: userIdentities.lastSignInAt })
    .from(userIdentities)
    .where(eq(userIdentities.userId, userId))
    .orderBy(userIdentities.createdAt);
  return { linked_sign_ins: identities };
}

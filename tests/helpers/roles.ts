import { eq } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { profiles } from '../../server/db/schema/index';

/** Gives a signed-up user a role directly in the test database (as an upgrade would). */
export async function setRole(db: Db, userId: string, role: 'basic' | 'professional' | 'venue') {
  await db
    .update(profiles)
    .set({ role, subscriptionStatus: role === 'basic' ? 'basic' : 'active', subscriptionTier: role })
    .where(eq(profiles.id, userId));
}

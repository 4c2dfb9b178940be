import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema/index';
import { verifyPassword } from '../auth/passwords';
import { forgetSessionChecks } from '../auth/session-cache';

/**
 * "Delete my account" (PRODUCT.md Settings → Privacy; GDPR erasure). The password is asked for
 * again so a borrowed unlocked phone cannot erase an account. Deleting the user row cascades to
 * the profile, sessions, notifications, meetups organised, attendance, venues, ratings and the
 * partner profile (foreign keys in server/db/schema). Returns false for a wrong password.
 */
export async function deleteOwnAccount(db: Db, userId: string, password: string): Promise<boolean> {
  const [user] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
  if (!user || !(await verifyPassword(user.passwordHash, password))) return false;
  await db.delete(users).where(eq(users.id, userId));
  forgetSessionChecks(userId);
  return true;
}

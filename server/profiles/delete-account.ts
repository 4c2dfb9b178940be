import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { emailLogs, users } from '../db/schema/index';
import { verifyPassword } from '../auth/passwords';
import { forgetSessionChecks } from '../auth/session-cache';
import { dropQueuedEmailsTo } from '../email/queue';
import { endSockets } from '../realtime/end-sockets';

/**
 * "Delete my account" (docs/product.md §2 Settings → Privacy; GDPR erasure). The password is asked for
 * again so a borrowed unlocked phone cannot erase an account. Deleting the user row cascades to
 * the profile, sessions, notifications, meetups organised, attendance, comments, series joined, venues, ratings and the
 * partner profile (foreign keys in server/db/schema). Email logs and queued emails name the
 * address, not the user, so they are deleted here by address (decision 0015). Returns false for
 * a wrong password.
 */
export async function deleteOwnAccount(db: Db, userId: string, password: string): Promise<boolean> {
  const [user] = await db.select({ passwordHash: users.passwordHash, email: users.email }).from(users).where(eq(users.id, userId));
  if (!user || !(await verifyPassword(user.passwordHash, password))) return false;
  const address = user.email.trim().toLowerCase();
  await db.transaction(async (tx) => {
    await tx.delete(emailLogs).where(sql`lower(${emailLogs.toEmail}) = ${address}`);
    // Queued mail keeps its whole text, sent or not; unsent mail must not arrive after they left.
    await dropQueuedEmailsTo(tx, address);
    await tx.delete(users).where(eq(users.id, userId));
    await endSockets(tx, { userId, reason: 'account deleted' });
  });
  forgetSessionChecks(userId);
  return true;
}

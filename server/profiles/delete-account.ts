import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { emailLogs, users } from '../db/schema/index';
import { proveItIsYou } from '../auth/commands';
import { verifyPassword } from '../auth/passwords';
import { ApiError } from '../errors';
import { PASSWORD_TO_CONFIRM_MESSAGE } from '../../contracts/profile';
import { deleteSignInCodesOf } from '../auth/sign-in-codes';
import type { AuthLimits } from '../auth/rate-limits';
import { forgetSessionChecks } from '../auth/session-cache';
import { dropQueuedEmailsTo } from '../email/queue';
import { endSockets } from '../realtime/end-sockets';
import { cancelBookingsAtVenuesOf, handOverOrCancelOrganised } from '../meetups/organiser-left';
import { releaseUpcomingSeatsOf } from '../meetups/seats';
import type { StorageBackend } from '../storage/backend';
import { removeMemberFiles } from '../storage/member-files';

export type DeleteAccountDeps = {
  db: Db;
  limits: AuthLimits;
  storage: StorageBackend;
  appName: string;
  origin: string;
  log: { error: (obj: object, msg: string) => void };
};

/**
 * "Delete my account" (docs/product.md §2 Settings → Privacy; GDPR erasure; decision 0039). The
 * password is asked for again so a borrowed unlocked phone cannot erase an account, and each
 * guess counts against the sign-in limits (server/auth/rate-limits.ts: 429 with Retry-After), so
 * a stolen token cannot try passwords without end. Before the account goes, whoever counted on
 * it is looked after in the same transaction: its seats go to the first on each waitlist, its
 * meetups still to come pass to a co-host or are cancelled with the usual notices, and meetups
 * others booked at its venues are cancelled likewise. Deleting the user row then cascades to the
 * profile, sessions, notifications, meetups organised, attendance, comments, series joined,
 * venues, ratings and the partner profile (foreign keys in server/db/schema). Email logs and
 * queued emails name the address, not the user, so they are deleted here by address (decision
 * 0015). Its uploads and their copies leave storage after the commit. Returns false for a wrong
 * password.
 */
export async function deleteOwnAccount(deps: DeleteAccountDeps, userId: string, proof: { password?: string; code?: string }, ip: string): Promise<boolean> {
  const { db } = deps;
  const [user] = await db.select({ passwordHash: users.passwordHash, email: users.email }).from(users).where(eq(users.id, userId));
  if (!user) return false;
  // A code emailed by GET /auth/v1/reauthenticate stands in for the password; an account without
  // a password can only use one (decision 0057). Refusals of a code throw.
  if (proof.code || !user.passwordHash) await proveItIsYou({ db, limits: deps.limits }, user, { code: proof.code }, ip);
  else if (!proof.password) throw new ApiError(400, 'invalid_request', PASSWORD_TO_CONFIRM_MESSAGE, { field: 'password' });
  else if (!(await deps.limits.passwordAttempt(user.email, ip, () => verifyPassword(user.passwordHash, proof.password ?? '')))) return false;
  const address = user.email.trim().toLowerCase();
  await db.transaction(async (tx) => {
    await cancelBookingsAtVenuesOf(tx, userId);
    await releaseUpcomingSeatsOf(tx, deps, userId);
    await handOverOrCancelOrganised(tx, deps, userId);
    await tx.delete(emailLogs).where(sql`lower(${emailLogs.toEmail}) = ${address}`);
    // Queued mail keeps its whole text, sent or not; unsent mail must not arrive after they left.
    await dropQueuedEmailsTo(tx, address);
    // Sign-in codes name the address, not the user (they also sign up new addresses).
    await deleteSignInCodesOf(tx, user.email);
    await tx.delete(users).where(eq(users.id, userId));
    await endSockets(tx, { userId, reason: 'account deleted' });
  });
  forgetSessionChecks(userId);
  // After the commit: a failed deletion must not lose the files of an account that stays.
  await removeMemberFiles(deps.storage, userId).catch((err: unknown) =>
    deps.log.error({ err: err instanceof Error ? err.message : String(err), userId }, 'files of a deleted account could not all be removed'),
  );
  return true;
}

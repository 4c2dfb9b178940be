import { and, eq, gt, sql } from 'drizzle-orm';
import { CODE_REQUIRED_MESSAGE, CURRENT_PASSWORD_REQUIRED_MESSAGE, CURRENT_PASSWORD_WRONG_MESSAGE, SIGN_IN_CODE_REFUSED_MESSAGE } from '../../contracts/auth';
import type { Db } from '../db/client';
import { queueTemplateEmail } from '../email/email-user';
import { createProfile } from '../profiles/create-profile';
import { authSessions, users } from '../db/schema/index';
import { ApiError } from '../errors';
import type { Actor } from '../plugins/actor';
import { nameOf, sendAuthEmail, type AuthContext } from './auth-context';
import { consumeEmailLink, issueEmailLink } from './email-links';
import { dummyHash, hashPassword, parseNewPassword, verifyPassword } from './passwords';
import { revokeSessions, startSession } from './sessions';
import { spendSignInCode } from './sign-in-codes';
import type { UserRow } from './user-presenter';
import { publishChange } from '../realtime/publish';

// The auth API's database work (the routes in this folder only parse, answer and log).

export async function userById(db: Db, id: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user;
}

/**
 * A password sign-in attempt, counted by the address and network limits. Unknown addresses are
 * checked against a dummy hash and counted alike: same time, same answer. `user` is set when the
 * address has an account (for the log), `ok` only when the password matched.
 */
export async function checkPassword(ctx: AuthContext, email: string, password: string, ip: string) {
  const [user] = await ctx.db.select().from(users).where(eq(users.email, email));
  const ok = await ctx.limits.passwordAttempt(email, ip, async () => (await verifyPassword(user?.passwordHash ?? (await dummyHash()), password)) && !!user);
  return { user, ok: ok && !!user };
}

/** Emails a reset link to the address's owner, if there is one and they are not suspended. */
export async function sendPasswordReset(ctx: AuthContext, email: string, origin: string, redirectTo: string) {
  const [user] = await ctx.db.select().from(users).where(eq(users.email, email));
  if (!user || user.isSuspended) return;
  const link = await issueEmailLink(ctx.db, origin, { userId: user.id, type: 'recovery', redirectTo });
  await sendAuthEmail(ctx, { email, name: nameOf(user) }, 'password_reset', { link });
}

/**
 * Uses an emailed link once: confirms the address (either kind proves the mailbox) and starts a
 * session (a reset link's may set a new password without the current one). Null when the link
 * is unknown, used or expired, or its user is suspended.
 */
export async function redeemEmailLink(ctx: AuthContext, type: 'recovery' | 'signup', token: string, userAgent: string | undefined) {
  return ctx.db.transaction(async (tx) => {
    const link = await consumeEmailLink(tx, type, token);
    if (!link) return null;
    const [user] = await tx
      .update(users)
      .set({ emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, now())` })
      .where(eq(users.id, link.userId))
      .returning();
    if (!user || user.isSuspended) return null;
    const session = await startSession(tx, ctx.signer, user, userAgent, { recovery: type === 'recovery' });
    return { userId: user.id, linkRedirect: link.redirectTo, session };
  });
}

/**
 * What stands in for "enter your password again" (a password change, an account deletion): the
 * current password, or a code just emailed to the address (GET /auth/v1/reauthenticate) — the
 * only way for an account without a password (decision 0057). Password guesses count against
 * the sign-in limits, code guesses against the code. Throws the refusal.
 */
export async function proveItIsYou(ctx: Pick<AuthContext, 'db' | 'limits'>, user: Pick<UserRow, 'email' | 'passwordHash'>, proof: { password?: string; code?: string }, ip: string) {
  const code = proof.code?.trim();
  if (code) {
    if (!(await ctx.limits.codeAttempt(user.email, async () => (/^\d{6}$/.test(code) ? spendSignInCode(ctx.db, user.email, code) : null)))) throw new ApiError(403, 'otp_expired', SIGN_IN_CODE_REFUSED_MESSAGE, { field: 'nonce' });
    return;
  }
  if (!user.passwordHash) throw new ApiError(400, 'current_password_required', CODE_REQUIRED_MESSAGE, { field: 'nonce' });
  const current = proof.password?.trim();
  if (!current) throw new ApiError(400, 'current_password_required', CURRENT_PASSWORD_REQUIRED_MESSAGE, { field: 'current_password' });
  const ok = await ctx.limits.passwordAttempt(user.email, ip, () => verifyPassword(user.passwordHash, current));
  if (!ok) throw new ApiError(400, 'invalid_credentials', CURRENT_PASSWORD_WRONG_MESSAGE);
}

/**
 * A new password needs the current one (or an emailed code), except once within an hour of opening a reset link
 * (decision 0002, amendment "password change"); it ends every other session. Throws 400
 * `invalid_credentials` for a wrong current password.
 */
export async function changePassword(ctx: AuthContext, actor: Actor, input: { password: string; current_password?: string; nonce?: string }, ip: string) {
  const user = (await userById(ctx.db, actor.userId))!;
  const password = parseNewPassword(input.password, { appName: ctx.config.appName, email: user.email, name: nameOf(user) });
  const [session] = await ctx.db.select({ recoveryUntil: authSessions.recoveryUntil }).from(authSessions).where(eq(authSessions.id, actor.sessionId));
  const recovery = !!session?.recoveryUntil && session.recoveryUntil.getTime() > Date.now();
  if (!recovery) await proveItIsYou(ctx, user, { password: input.current_password, code: input.nonce }, ip);
  const passwordHash = await hashPassword(password);
  const updated = await ctx.db.transaction(async (tx) => {
    if (recovery) {
      // Spent atomically: of two concurrent changes in one reset session, only one skips the check.
      const [spent] = await tx
        .update(authSessions)
        .set({ recoveryUntil: null })
        .where(and(eq(authSessions.id, actor.sessionId), gt(authSessions.recoveryUntil, sql`now()`)))
        .returning({ id: authSessions.id });
      if (!spent) throw new ApiError(400, 'current_password_required', CURRENT_PASSWORD_REQUIRED_MESSAGE, { field: 'current_password' });
    }
    const [row] = await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, actor.userId)).returning();
    // A new password ends every other session (a thief's included).
    await revokeSessions(tx, actor.userId, 'others', actor.sessionId);
    return row;
  });
  // A completed reset proves the mailbox: failed sign-ins of the address are forgiven.
  if (recovery) await ctx.limits.clearAddress(user.email);
  return { user: updated, recovery };
}

/**
 * A new account with its profile and a confirmation link queued by email, all in one
 * transaction; null when the address is taken. The password is hashed either way, so a taken
 * address costs the same time as a new one.
 */
export async function registerAccount(ctx: AuthContext, input: { email: string; name: string; password: string; origin: string; redirectTo: string; locale?: string | null }) {
  const { email, name, origin, redirectTo } = input;
  const passwordHash = await hashPassword(input.password);
  return ctx.db.transaction(async (tx) => {
    const [user] = await tx.insert(users).values({ email, passwordHash, userMetadata: { name } }).onConflictDoNothing({ target: users.email }).returning();
    if (!user) return null;
    await createProfile(tx, { id: user.id, email: user.email, name, locale: input.locale });
    // Home page counts move live (docs/product.md §7 Realtime): others learn only that a profile
    // was added (server/realtime/audience.ts sends them the event without the row).
    await publishChange(tx, { table: 'profiles', type: 'INSERT', id: user.id, audience: 'signedIn' });
    const link = await issueEmailLink(tx, origin, { userId: user.id, type: 'signup', redirectTo });
    // On the durable queue with the account: sent once committed, retried if SMTP fails.
    await queueTemplateEmail(tx, { appName: ctx.config.appName, origin }, { userId: user.id, type: 'signup_confirmation', data: { link } });
    return user;
  });
}

/** Someone signed up with a taken address: its owner hears about it (limited per recipient). */
export async function tellOwnerOfTakenAddress(ctx: AuthContext, email: string, origin: string) {
  const [owner] = await ctx.db.select().from(users).where(eq(users.email, email));
  // Limited silently per recipient: sign-up must not become a way to flood someone's inbox.
  if (!owner || !(await ctx.limits.mayMail('signup', email))) return;
  await sendAuthEmail(ctx, { email, name: nameOf(owner) }, 'signup_existing', { sign_in_link: `${origin}/login`, reset_link: `${origin}/forgot-password` });
}

/** A fresh confirmation link for an unconfirmed, unsuspended account (older ones die). */
export async function resendConfirmation(ctx: AuthContext, email: string, origin: string, redirectTo: string) {
  const [user] = await ctx.db.select().from(users).where(eq(users.email, email));
  if (!user || user.emailConfirmedAt || user.isSuspended) return;
  const link = await issueEmailLink(ctx.db, origin, { userId: user.id, type: 'signup', redirectTo });
  await sendAuthEmail(ctx, { email, name: nameOf(user) }, 'signup_confirmation', { link });
}

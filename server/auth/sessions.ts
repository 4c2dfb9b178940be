import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { ACCESS_TOKEN_TTL_S } from '../../contracts/constants';
import type { Db, Tx } from '../db/client';
import { authSessions, refreshTokens, users } from '../db/schema/index';
import { ApiError } from '../errors';
import { endSockets } from '../realtime/end-sockets';
import { forgetSessionChecks } from './session-cache';
import { hashSecret, newSecret, type Signer } from './tokens';
import type { GoTrueSession } from './responses';
import { presentUser, type UserRow } from './user-presenter';

export type SessionResponse = GoTrueSession;

async function issue(tx: Db | Tx, signer: Signer, user: UserRow, sessionId: string): Promise<SessionResponse> {
  const refresh = newSecret();
  await tx.insert(refreshTokens).values({ sessionId, tokenHash: hashSecret(refresh) });
  const { token, expiresAt } = await signer.sign({
    sub: user.id,
    email: user.email,
    session_id: sessionId,
    role: 'authenticated',
  });
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: ACCESS_TOKEN_TTL_S,
    expires_at: expiresAt,
    refresh_token: refresh,
    user: presentUser(user),
  };
}

/** How long a session opened by a reset link may set a new password without the current one. */
export const RECOVERY_WINDOW_MS = 60 * 60 * 1000;

export async function startSession(db: Db | Tx, signer: Signer, user: UserRow, userAgent?: string, opts: { recovery?: boolean } = {}) {
  const [session] = await db
    .insert(authSessions)
    .values({ userId: user.id, userAgent: userAgent?.slice(0, 300), recoveryUntil: opts.recovery ? new Date(Date.now() + RECOVERY_WINDOW_MS) : null })
    .returning({ id: authSessions.id });
  await db.update(users).set({ lastSignInAt: new Date() }).where(eq(users.id, user.id));
  return issue(db, signer, { ...user, lastSignInAt: new Date() }, session.id);
}

export const suspendedError = () =>
  ApiError.say(403, 'user_suspended', 'api.auth.suspended');

const invalidRefresh = () =>
  ApiError.say(400, 'refresh_token_not_found', 'api.auth.sessionEnded');

/** Session lifetimes (config SESSION_INACTIVITY_DAYS / SESSION_MAX_DAYS). */
export type SessionLimits = { sessionInactivityDays: number; sessionMaxDays: number };
const DAY_MS = 86_400_000;
/** A spent refresh token presented again this soon is a second tab, not a thief (decision 0002). */
export const REFRESH_REUSE_GRACE_MS = 10_000;

function hasEnded(session: { createdAt: Date; refreshedAt: Date | null }, limits: SessionLimits, now: number) {
  const lastUse = (session.refreshedAt ?? session.createdAt).getTime();
  return now - lastUse > limits.sessionInactivityDays * DAY_MS || now - session.createdAt.getTime() > limits.sessionMaxDays * DAY_MS;
}

/**
 * Rotates a refresh token. A token that was already spent means it leaked or was replayed:
 * the whole session is revoked (OAuth 2.0 Security BCP, refresh token rotation), unless it was
 * spent less than REFRESH_REUSE_GRACE_MS ago: two tabs refreshing at once each get a working
 * token of the same session. A session past its inactivity or total lifetime ends here.
 */
export async function rotateRefreshToken(db: Db, signer: Signer, refreshToken: string, limits: SessionLimits): Promise<SessionResponse> {
  const outcome = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ token: refreshTokens, session: authSessions, user: users })
      .from(refreshTokens)
      .innerJoin(authSessions, eq(authSessions.id, refreshTokens.sessionId))
      .innerJoin(users, eq(users.id, authSessions.userId))
      .where(eq(refreshTokens.tokenHash, hashSecret(refreshToken)))
      .for('update', { of: refreshTokens });
    if (!row || row.session.revokedAt) return { kind: 'invalid' as const };
    const now = Date.now();
    if (hasEnded(row.session, limits, now)) {
      // Committed (not thrown inside the transaction) so the revocation sticks.
      await tx.update(authSessions).set({ revokedAt: new Date() }).where(eq(authSessions.id, row.session.id));
      await endSockets(tx, { userId: row.user.id, sessionId: row.session.id, reason: 'session ended' });
      return { kind: 'ended' as const, userId: row.user.id };
    }
    if (row.token.spentAt && now - row.token.spentAt.getTime() > REFRESH_REUSE_GRACE_MS) {
      await tx.update(authSessions).set({ revokedAt: new Date() }).where(eq(authSessions.id, row.session.id));
      // A replayed refresh token may be a thief's: the session's live sockets end with it.
      await endSockets(tx, { userId: row.user.id, sessionId: row.session.id, reason: 'session ended' });
      return { kind: 'reused' as const, userId: row.user.id };
    }
    if (row.user.isSuspended) return { kind: 'suspended' as const };
    if (!row.token.spentAt) await tx.update(refreshTokens).set({ spentAt: new Date() }).where(eq(refreshTokens.id, row.token.id));
    await tx.update(authSessions).set({ refreshedAt: new Date() }).where(eq(authSessions.id, row.session.id));
    return { kind: 'ok' as const, session: await issue(tx, signer, row.user, row.session.id) };
  });
  switch (outcome.kind) {
    case 'ok':
      return outcome.session;
    case 'invalid':
      throw invalidRefresh();
    case 'ended':
      forgetSessionChecks(outcome.userId);
      throw invalidRefresh();
    case 'suspended':
      throw suspendedError();
    case 'reused':
      forgetSessionChecks(outcome.userId);
      throw ApiError.say(400, 'refresh_token_already_used', 'api.auth.signedOutForSecurity');
  }
}

/**
 * Ends sessions (sign-out, sign-out everywhere or of the other devices, suspension, a new
 * password) and closes their sockets on every instance within the same commit (decision 0037).
 * `reason` is what the closed sockets are told.
 */
export async function revokeSessions(
  db: Db | Tx,
  userId: string,
  scope: 'global' | 'local' | 'others',
  currentSessionId: string,
  reason: 'signed out' | 'account suspended' = 'signed out',
) {
  const base = and(eq(authSessions.userId, userId), isNull(authSessions.revokedAt));
  const where =
    scope === 'global'
      ? base
      : scope === 'local'
        ? and(base, eq(authSessions.id, currentSessionId))
        : and(base, ne(authSessions.id, currentSessionId));
  // One transaction (a savepoint inside a caller's): a change committed after the sign-out is
  // announced after the sockets' end, never between the two.
  await db.transaction(async (tx) => {
    await tx.update(authSessions).set({ revokedAt: sql`now()` }).where(where);
    await endSockets(tx, {
      userId,
      ...(scope === 'local' ? { sessionId: currentSessionId } : scope === 'others' ? { exceptSessionId: currentSessionId } : {}),
      reason,
    });
  });
  forgetSessionChecks(userId);
}

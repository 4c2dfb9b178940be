import { and, eq, or, sql } from 'drizzle-orm';
import type { ConnectionStatusDto } from '../../contracts/connections';
import type { Db, Tx } from '../db/client';
import { blocks, connectionRequests, connections, profiles, users } from '../db/schema/index';
import { ApiError, badRequest, forbidden, notFound } from '../errors';
import type { Limiter } from '../limits/limiter';
import { tooManyRequests } from '../limits/limiter';
import type { Actor } from '../plugins/actor';
import { canViewProfile } from '../profiles/policy';
import { profileHidden } from '../profiles/member-profile';
import { areConnected, orderedPair } from './are-connected';
import { tellOfAcceptance, tellOfRequest, type NoticeContext } from './notices';

export type ConnectionDeps = {
  db: Db;
  ctx: NoticeContext;
  /** Requests one member may send per 24 hours (CONNECTION_REQUESTS_PER_DAY), counted in PostgreSQL. */
  perDay: Limiter;
  /** Requests of one member that may wait for an answer at once (CONNECTION_REQUESTS_PENDING_MAX). */
  pendingMax: number;
};

const requestNotFound = () => notFound('api.connections.requestGone');
const connected = (): ConnectionStatusDto => ({ state: 'connected', request_id: null, note: null });

async function memberOf(tx: Tx, id: string) {
  const [m] = await tx
    .select({ id: profiles.id, name: profiles.name, headline: profiles.headline, showProfile: profiles.showProfile, suspended: users.isSuspended })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.id))
    .where(eq(profiles.id, id));
  return m ?? null;
}

async function blockBetween(tx: Tx, me: string, other: string) {
  const rows = await tx
    .select({ blocker: blocks.blockerId })
    .from(blocks)
    .where(or(and(eq(blocks.blockerId, me), eq(blocks.blockedId, other)), and(eq(blocks.blockerId, other), eq(blocks.blockedId, me))));
  return { iBlocked: rows.some((r) => r.blocker === me), theyBlocked: rows.some((r) => r.blocker === other) };
}

/** Accepting: the request goes, so does any request the other way, and the pair is connected. */
async function connect(tx: Tx, ctx: NoticeContext, me: { id: string; name: string; headline: string | null }, senderId: string) {
  await tx
    .delete(connectionRequests)
    .where(or(and(eq(connectionRequests.senderId, senderId), eq(connectionRequests.recipientId, me.id)), and(eq(connectionRequests.senderId, me.id), eq(connectionRequests.recipientId, senderId))));
  const [userAId, userBId] = orderedPair(me.id, senderId);
  const added = await tx.insert(connections).values({ userAId, userBId }).onConflictDoNothing().returning({ a: connections.userAId });
  if (added.length > 0) await tellOfAcceptance(tx, ctx, me, senderId);
}

/**
 * "Connect" on a member's profile (issue 26). If they already asked me, this accepts their
 * request; otherwise it sends mine, with an optional note, within the limits. Across a block:
 * the blocker is told to unblock first; the blocked member's request is recorded as declined at
 * once, so they see "Request sent" as after any decline and are never told (decision 0044).
 * `created` is false when nothing changed (already connected, or already asked).
 */
export async function requestConnection(deps: ConnectionDeps, actor: Actor, memberId: string, note: string | undefined): Promise<{ status: ConnectionStatusDto; created: boolean }> {
  if (memberId === actor.userId) throw badRequest('bad_request', 'api.connections.notSelf');
  let consumed = false;
  try {
    return await deps.db.transaction(async (tx) => {
      const [me, them] = await Promise.all([memberOf(tx, actor.userId), memberOf(tx, memberId)]);
      // A suspended member receives no requests: as if there were no such member.
      if (!me || !them || them.suspended) throw ApiError.say(404, 'member_not_found', 'api.members.notFound');
      const { iBlocked, theyBlocked } = await blockBetween(tx, actor.userId, memberId);
      if (iBlocked) throw forbidden('api.connections.youBlocked');
      if (await areConnected(tx, actor.userId, memberId)) return { status: connected(), created: false };

      // This member's row locks every request they send, so two at once count one after the other.
      await tx.execute(sql`select 1 from profiles where id = ${actor.userId} for no key update`);
      const between = await tx
        .select()
        .from(connectionRequests)
        .where(or(and(eq(connectionRequests.senderId, actor.userId), eq(connectionRequests.recipientId, memberId)), and(eq(connectionRequests.senderId, memberId), eq(connectionRequests.recipientId, actor.userId))));
      const mine = between.find((r) => r.senderId === actor.userId);
      if (mine) return { status: { state: 'sent', request_id: mine.id, note: null }, created: false };
      const theirs = between.find((r) => r.senderId === memberId);
      if (theirs && !theyBlocked) {
        await connect(tx, deps.ctx, me, memberId);
        return { status: connected(), created: true };
      }
      if (!canViewProfile(actor, { id: memberId, showProfile: them.showProfile })) throw profileHidden();

      // Declined requests still look pending to their sender, so they count until withdrawn.
      const [{ n }] = await tx.select({ n: sql<number>`count(*)::int` }).from(connectionRequests).where(eq(connectionRequests.senderId, actor.userId));
      if (n >= deps.pendingMax)
        throw ApiError.say(409, 'connection_requests_limit', 'api.connections.pendingLimit', { count: n }, { limit: deps.pendingMax });
      const allowed = await deps.perDay.tryConsume(`user:${actor.userId}`);
      if (!allowed.ok) throw tooManyRequests(allowed.retryAfterS, deps.perDay.rule.message, deps.perDay.rule.messageValues);
      consumed = true;

      const [row] = await tx
        .insert(connectionRequests)
        .values({ senderId: actor.userId, recipientId: memberId, note: note ?? null, ...(theyBlocked ? { status: 'declined', respondedAt: new Date() } : {}) })
        .returning({ id: connectionRequests.id });
      if (!theyBlocked) await tellOfRequest(tx, deps.ctx, me, memberId, note ?? null);
      return { status: { state: 'sent', request_id: row.id, note: null }, created: true };
    });
  } catch (err) {
    // A request that did not happen (e.g. the same request twice at once) counts for nothing.
    if (consumed) await deps.perDay.refund(`user:${actor.userId}`).catch(() => {});
    throw err;
  }
}

/** Accept a request sent to me. Not across a block (as if the request were not there). */
export async function acceptRequest(deps: ConnectionDeps, actor: Actor, requestId: string): Promise<ConnectionStatusDto> {
  return deps.db.transaction(async (tx) => {
    const [req] = await tx
      .select()
      .from(connectionRequests)
      .where(and(eq(connectionRequests.id, requestId), eq(connectionRequests.recipientId, actor.userId)))
      .for('update');
    if (!req) throw requestNotFound();
    const { iBlocked, theyBlocked } = await blockBetween(tx, actor.userId, req.senderId);
    const me = await memberOf(tx, actor.userId);
    if (iBlocked || theyBlocked || !me) throw requestNotFound();
    await connect(tx, deps.ctx, me, req.senderId);
    return connected();
  });
}

/** Decline a request sent to me: it stays as `declined`, so its sender still sees "Request sent". */
export async function declineRequest(db: Db, actor: Actor, requestId: string): Promise<void> {
  const rows = await db
    .update(connectionRequests)
    .set({ status: 'declined', respondedAt: new Date() })
    .where(and(eq(connectionRequests.id, requestId), eq(connectionRequests.recipientId, actor.userId), eq(connectionRequests.status, 'pending')))
    .returning({ id: connectionRequests.id });
  if (rows.length === 0) throw requestNotFound();
}

/** Withdraw a request I sent (pending, or declined without my knowing). */
export async function withdrawRequest(db: Db, actor: Actor, requestId: string): Promise<void> {
  const rows = await db
    .delete(connectionRequests)
    .where(and(eq(connectionRequests.id, requestId), eq(connectionRequests.senderId, actor.userId)))
    .returning({ id: connectionRequests.id });
  if (rows.length === 0) throw requestNotFound();
}

/** Remove a connection; the other member is not told. */
export async function removeConnection(db: Db, actor: Actor, memberId: string): Promise<void> {
  const [userAId, userBId] = orderedPair(actor.userId, memberId);
  const rows = await db
    .delete(connections)
    .where(and(eq(connections.userAId, userAId), eq(connections.userBId, userBId)))
    .returning({ a: connections.userAId });
  if (rows.length === 0) throw notFound('api.connections.notConnected');
}

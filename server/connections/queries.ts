import { and, desc, eq, or, sql } from 'drizzle-orm';
import { PROFILE_CONNECTIONS_SHOWN, type ConnectionMemberDto, type ConnectionPageDto, type ConnectionRequestsDto, type ConnectionStatusDto, type MemberConnectionsDto } from '../../contracts/connections';
import { cappedCount } from '../db/capped-count';
import type { Db } from '../db/client';
import { connectionRequests, profiles } from '../db/schema/index';
import { isUuid } from '../../contracts/ids';
import { ApiError, badRequest } from '../errors';
import type { Actor } from '../plugins/actor';
import { canViewProfile } from '../profiles/policy';
import { profileHidden } from '../profiles/member-profile';
import { notBlockedWith } from '../safety/blocks';
import { areConnected } from './are-connected';

/** Lists of requests show at most this many of each kind (the count on the home page is exact). */
const REQUESTS_SHOWN = 200;

const memberColumns = { id: profiles.id, name: profiles.name, avatar: profiles.avatar, headline: profiles.headline };

/**
 * What "Connect" on a member's profile shows (issue 26). A received request from someone on the
 * other side of a block is left out, as every list leaves it out; nothing here says whether a
 * block exists, so a blocked member sees what they would see without one.
 */
export async function connectionStatus(db: Db, actor: Actor, memberId: string): Promise<ConnectionStatusDto> {
  if (memberId === actor.userId) return { state: 'self', request_id: null, note: null };
  const [member] = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, memberId));
  if (!member) throw ApiError.say(404, 'member_not_found', 'api.members.notFound');
  if (await areConnected(db, actor.userId, memberId)) return { state: 'connected', request_id: null, note: null };
  const rows = await db
    .select({ id: connectionRequests.id, senderId: connectionRequests.senderId, note: connectionRequests.note, status: connectionRequests.status, open: notBlockedWith(actor.userId, connectionRequests.senderId) })
    .from(connectionRequests)
    .where(or(and(eq(connectionRequests.senderId, actor.userId), eq(connectionRequests.recipientId, memberId)), and(eq(connectionRequests.senderId, memberId), eq(connectionRequests.recipientId, actor.userId))));
  const mine = rows.find((r) => r.senderId === actor.userId);
  if (mine) return { state: 'sent', request_id: mine.id, note: null };
  const theirs = rows.find((r) => r.senderId === memberId && r.status === 'pending' && r.open);
  if (theirs) return { state: 'received', request_id: theirs.id, note: theirs.note };
  return { state: 'none', request_id: null, note: null };
}

// A page of connections is keyed by (connected_at, member id), newest first: stable while
// connections are added or removed, and one index range per page however deep.
const encodeCursor = (at: Date, id: string) => Buffer.from(`${at.toISOString()}|${id}`).toString('base64url');
function decodeCursor(cursor: string): { at: string; id: string } {
  const [at, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  if (!at || !id || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/.test(at) || Number.isNaN(Date.parse(at)) || !isUuid(id)) throw badRequest('invalid_request', 'api.connections.invalidCursor');
  return { at, id };
}

type MemberRow = { id: string; name: string; avatar: string | null; headline: string | null };
const member = (r: MemberRow): ConnectionMemberDto => ({ id: r.id, name: r.name, avatar: r.avatar, headline: r.headline });

/**
 * The member's own connections, newest first. Members on the other side of a block are left out
 * (a block works both ways: neither lists the other).
 */
export async function listConnections(db: Db, actor: Actor, opts: { cursor?: string; limit: number }): Promise<ConnectionPageDto> {
  const me = actor.userId;
  const after = opts.cursor ? decodeCursor(opts.cursor) : null;
  // A pair is stored once (smaller id first), so the member's connections are two index ranges —
  // (user_a_id, created_at, user_b_id) and (user_b_id, created_at, user_a_id) — each read newest
  // first and stopped after a page, then merged (issue 30, decision 0062); an OR across both
  // columns would read and sort every connection the member has.
  const side = (mine: 'user_a_id' | 'user_b_id', theirs: 'user_a_id' | 'user_b_id') => {
    const [col, other] = [sql.raw(`c.${mine}`), sql.raw(`c.${theirs}`)];
    return sql`(select ${other} as other, c.created_at from connections c
      where ${col} = ${me} and ${notBlockedWith(me, other)} ${after ? sql`and (c.created_at, ${other}) < (${after.at}::timestamptz, ${after.id}::uuid)` : sql``}
      order by c.created_at desc, ${other} desc limit ${opts.limit + 1})`;
  };
  const count = (mine: 'user_a_id' | 'user_b_id', theirs: 'user_a_id' | 'user_b_id') =>
    sql`select 1 from connections c where c.${sql.raw(mine)} = ${me} and ${notBlockedWith(me, sql.raw(`c.${theirs}`))}`;
  const [{ rows }, total] = await Promise.all([
    db.execute<MemberRow & { connected_at: Date }>(sql`
      select p.id, p.name, p.avatar, p.headline, c.created_at as connected_at
      from (${side('user_a_id', 'user_b_id')} union all ${side('user_b_id', 'user_a_id')}) c join profiles p on p.id = c.other
      order by c.created_at desc, p.id desc
      limit ${opts.limit + 1}`),
    // Capped (decision 0063): each side stops reading once the count passes the cap.
    cappedCount(db, sql`${count('user_a_id', 'user_b_id')} union all ${count('user_b_id', 'user_a_id')}`),
  ]);
  const page = rows.slice(0, opts.limit);
  const last = page.at(-1);
  return {
    connections: page.map((r) => ({ member: member(r), connected_at: new Date(r.connected_at).toISOString() })),
    total: total.count,
    total_capped: total.capped,
    next_cursor: rows.length > opts.limit && last ? encodeCursor(new Date(last.connected_at), last.id) : null,
  };
}

/**
 * Requests waiting for the member's answer, and the requests they sent. A sent request that was
 * declined is listed like any other (its sender is not told); a received one across a block is not.
 */
export async function listRequests(db: Db, actor: Actor): Promise<ConnectionRequestsDto> {
  const me = actor.userId;
  const [received, sent] = await Promise.all([
    db
      .select({ requestId: connectionRequests.id, note: connectionRequests.note, createdAt: connectionRequests.createdAt, ...memberColumns })
      .from(connectionRequests)
      .innerJoin(profiles, eq(profiles.id, connectionRequests.senderId))
      .where(and(eq(connectionRequests.recipientId, me), eq(connectionRequests.status, 'pending'), notBlockedWith(me, connectionRequests.senderId)))
      .orderBy(desc(connectionRequests.createdAt))
      .limit(REQUESTS_SHOWN),
    db
      .select({ requestId: connectionRequests.id, note: connectionRequests.note, createdAt: connectionRequests.createdAt, ...memberColumns })
      .from(connectionRequests)
      .innerJoin(profiles, eq(profiles.id, connectionRequests.recipientId))
      .where(eq(connectionRequests.senderId, me))
      .orderBy(desc(connectionRequests.createdAt))
      .limit(REQUESTS_SHOWN),
  ]);
  const dto = (r: (typeof received)[number]) => ({ id: r.requestId, member: member(r), note: r.note, created_at: r.createdAt.toISOString() });
  return { received: received.map(dto), sent: sent.map(dto) };
}

/**
 * What a member's profile shows of their connections (issue 26): the count and a few names, only
 * when the owner allows it ("Show my connections on my profile"); the owner and admins always see
 * them. Names follow the same rule as everywhere: a member who hides their profile, or is on the
 * other side of a block with the viewer, is counted but not named.
 */
export async function memberConnections(db: Db, actor: Actor, memberId: string): Promise<MemberConnectionsDto> {
  const [p] = await db.select({ id: profiles.id, showProfile: profiles.showProfile, showConnections: profiles.showConnections }).from(profiles).where(eq(profiles.id, memberId));
  if (!p) throw ApiError.say(404, 'member_not_found', 'api.members.notFound');
  if (!canViewProfile(actor, p)) throw profileHidden();
  if (!p.showConnections && actor.userId !== p.id && !actor.isAdmin) return { shown: false, count: null, count_capped: false, members: [] };
  const ofMember = sql`(c.user_a_id = ${memberId} or c.user_b_id = ${memberId})`;
  const nameable = actor.isAdmin ? sql`true` : sql`(p.show_profile or p.id = ${actor.userId})`;
  // As listConnections: the two index ranges of the pair's columns, each read newest first and
  // stopped once it has the few names shown (with who may be named checked as it reads), then
  // merged — an OR across both columns read and sorted every connection of a popular member
  // (1,003 to show 6 at the scale data's million meetups; issue 30).
  const side = (mine: 'user_a_id' | 'user_b_id', theirs: 'user_a_id' | 'user_b_id') => {
    const [col, other] = [sql.raw(`c.${mine}`), sql.raw(`c.${theirs}`)];
    return sql`(select p.id, p.name, p.avatar, p.headline, c.created_at
      from connections c join profiles p on p.id = ${other}
      where ${col} = ${memberId} and ${nameable} and ${notBlockedWith(actor.userId, sql`p.id`)}
      order by c.created_at desc, ${other} desc limit ${PROFILE_CONNECTIONS_SHOWN})`;
  };
  const [{ rows }, count] = await Promise.all([
    db.execute<MemberRow>(sql`
      select id, name, avatar, headline
      from (${side('user_a_id', 'user_b_id')} union all ${side('user_b_id', 'user_a_id')}) shown
      order by created_at desc, id desc
      limit ${PROFILE_CONNECTIONS_SHOWN}`),
    cappedCount(db, sql`select 1 from connections c where ${ofMember}`),
  ]);
  return { shown: true, count: count.count, count_capped: count.capped, members: rows.map(member) };
}

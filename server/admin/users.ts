import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { AdminUserDto } from '../../contracts/admin';
import type { Role } from '../../contracts/roles';
import { revokeSessions } from '../auth/sessions';
import type { Db, Tx } from '../db/client';
import { partnerProfiles, profiles, users } from '../db/schema/index';
import { decodeTimeKey, encodeTimeKey } from '../db/time-key-cursor';
import { badRequest, notFound } from '../errors';
import { releaseUpcomingSeatsOf } from '../meetups/seats';

/** `%text%` for ILIKE with the pattern characters of the search text taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const role = sql<Role>`coalesce(${profiles.role}, 'basic')`;
const name = sql<string>`coalesce(nullif(${profiles.name}, ''), ${users.userMetadata}->>'name', '')`;
// Qualified by alias so the subquery's column never resolves to the outer row.
const venueCount = sql<number>`(select count(*)::int from venues v where v.owner_id = ${users.id})`;

/** docs/product.md §3 "Admin user view", an explicit allow-list of columns. */
const userView = {
  id: users.id,
  name,
  email: users.email,
  role,
  is_suspended: users.isSuspended,
  venue_count: venueCount,
  partner_id: partnerProfiles.id,
  partner_max_venues_allowed: partnerProfiles.maxVenuesAllowed,
};

const baseQuery = (db: Db | Tx) =>
  db
    .select(userView)
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .leftJoin(partnerProfiles, eq(partnerProfiles.createdBy, users.id));

export type ListUsersParams = { page: number; pageSize: number; q: string; role: Role | ''; after?: string | null };

/**
 * admin-list-users: newest accounts first; q matches email or name, role filters exactly. Keyset
 * pages (issue 30): with `after`, the rows after that (created_at, id) on users_created_idx;
 * `page` still works for old links (an offset, dearer the further it goes).
 */
export async function listUsers(db: Db, p: ListUsersParams): Promise<{ users: AdminUserDto[]; next_cursor: string | null }> {
  const conds: SQL[] = [];
  if (p.q) {
    const like = containsPattern(p.q);
    // The exact rule is the second condition (name: the profile's, else the sign-up name); the
    // first finds a superset of it through the trigram indexes on each column (once, as an array the
    // primary key is probed with), so a search never reads every member (issue 30, decision 0058).
    conds.push(
      sql`${users.id} = any(array(select u.id from users u where u.email ilike ${like} or u.user_metadata ->> 'name' ilike ${like} union select pr.id from profiles pr where pr.name ilike ${like}))`,
      or(ilike(users.email, like), ilike(name, like))!,
    );
  }
  if (p.role) conds.push(eq(role, p.role));
  if (p.after) {
    const [key, id] = decodeTimeKey(p.after, 'after');
    conds.push(sql`(${users.createdAt}, ${users.id}) < (${key}::timestamptz, ${id}::uuid)`);
  }
  const rows = await db
    .select({ ...userView, key: sql<string>`${users.createdAt}::text` })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .leftJoin(partnerProfiles, eq(partnerProfiles.createdBy, users.id))
    .where(conds.length ? and(...conds) : undefined)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(p.pageSize + 1)
    .offset(p.after ? 0 : (p.page - 1) * p.pageSize);
  const page = rows.slice(0, p.pageSize);
  const last = page.at(-1);
  return {
    users: page.map(({ key: _key, ...user }) => user),
    next_cursor: rows.length > p.pageSize && last ? encodeTimeKey(last.key, last.id) : null,
  };
}

export async function adminUserView(db: Db | Tx, userId: string): Promise<AdminUserDto | null> {
  const [row] = await baseQuery(db).where(eq(users.id, userId));
  return row ?? null;
}

/**
 * admin-suspend-user: suspending ends every session of the user at once (their access tokens
 * stop working on the next request and their refresh tokens are refused); sign-in is refused
 * while suspended. Unsuspending only lifts the flag: the user signs in again. A suspended member
 * cannot come to meetups, so their places in meetups still to come go to the waitlist at once
 * (docs/decisions/0039); unsuspending does not give them back.
 */
export async function setSuspended(
  db: Db | Tx,
  actorId: string,
  userId: string,
  suspend: boolean,
  mail: { appName: string; origin: string },
): Promise<AdminUserDto> {
  if (suspend && userId === actorId) throw badRequest('cannot_suspend_self', 'api.admin.cannotSuspendSelf');
  await db.transaction(async (tx) => {
    const [row] = await tx.update(users).set({ isSuspended: suspend, updatedAt: new Date() }).where(eq(users.id, userId)).returning({ id: users.id });
    if (!row) throw notFound('api.members.userNotFound');
    if (suspend) await revokeSessions(tx, userId, 'global', '', 'account suspended');
    if (suspend) await releaseUpcomingSeatsOf(tx, mail, userId);
  });
  return (await adminUserView(db, userId))!;
}

import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { BlockedListDto } from '../../contracts/safety';
import type { Db, Tx } from '../db/client';
import { blocks, connectionRequests, connections, conversationMembers, follows, partnerProfiles, profiles, users, venues } from '../db/schema/index';
import { ApiError } from '../errors';

const notAMember = () => ApiError.say(404, 'member_not_found', 'api.members.notFound');
const notSelf = () => ApiError.say(400, 'cannot_block_self', 'api.safety.notBlockSelf');

/**
 * Blocks `otherId` for `meId` (issue 26). Idempotent, and silent: nothing is sent to the other
 * member, and the answer is the same whether or not they were blocked before. In the same
 * transaction it removes what exists between the two, so a block leaves nothing half-open:
 * their connection, connection requests either way, follows either way (of each other as
 * organisers, and of the venues and partner pages the other owns), and it clears the unread
 * count of their conversation (the inbox hides it while the block lasts; notBlockedWith).
 */
export async function blockMember(db: Db | Tx, meId: string, otherId: string): Promise<void> {
  if (meId === otherId) throw notSelf();
  const run = async (tx: Tx) => {
    const [other] = await tx.select({ id: users.id }).from(users).where(eq(users.id, otherId));
    if (!other) throw notAMember();
    await tx.insert(blocks).values({ blockerId: meId, blockedId: otherId }).onConflictDoNothing();
    await removeWhatIsBetween(tx, meId, otherId);
  };
  // Within a caller's transaction (report and block) this is a savepoint of it.
  await db.transaction(run);
}

/** Both directions of each kind of tie between two members. */
async function removeWhatIsBetween(tx: Tx, a: string, b: string): Promise<void> {
  const [lo, hi] = a < b ? [a, b] : [b, a];
  const pair = (x: AnyPgColumn, y: AnyPgColumn) => or(and(eq(x, a), eq(y, b)), and(eq(x, b), eq(y, a)));
  await tx.delete(connections).where(and(eq(connections.userAId, lo), eq(connections.userBId, hi)));
  await tx.delete(connectionRequests).where(pair(connectionRequests.senderId, connectionRequests.recipientId));
  await tx.delete(follows).where(pair(follows.followerId, follows.organiserId));
  for (const [follower, owner] of [[a, b], [b, a]] as const) {
    await tx
      .delete(follows)
      .where(
        and(
          eq(follows.followerId, follower),
          or(
            inArray(follows.venueId, tx.select({ id: venues.id }).from(venues).where(eq(venues.ownerId, owner))),
            inArray(follows.partnerId, tx.select({ id: partnerProfiles.id }).from(partnerProfiles).where(eq(partnerProfiles.createdBy, owner))),
          ),
        ),
      );
  }
  // Their conversation stays (a report may point at it; unblocking brings it back) but no longer counts as unread.
  await tx.update(conversationMembers).set({ unreadCount: 0 }).where(pair(conversationMembers.userId, conversationMembers.otherUserId));
}

/** Lifts my block of `otherId`. Idempotent; what the block removed stays removed. */
export async function unblockMember(db: Db, meId: string, otherId: string): Promise<void> {
  if (meId === otherId) throw notSelf();
  const [other] = await db.select({ id: users.id }).from(users).where(eq(users.id, otherId));
  if (!other) throw notAMember();
  await db.delete(blocks).where(and(eq(blocks.blockerId, meId), eq(blocks.blockedId, otherId)));
}

/** The members I blocked, newest first (Settings → Privacy). Only my own blocks: who blocked me is never shown. */
export async function blockedList(db: Db, meId: string, unnamed: string): Promise<BlockedListDto> {
  const rows = await db
    .select({ id: blocks.blockedId, name: profiles.name, avatar: profiles.avatar, createdAt: blocks.createdAt })
    .from(blocks)
    .leftJoin(profiles, eq(profiles.id, blocks.blockedId))
    .where(eq(blocks.blockerId, meId))
    .orderBy(desc(blocks.createdAt), sql`${blocks.blockedId}`);
  return { members: rows.map((r) => ({ id: r.id, name: r.name || unnamed, avatar: r.avatar ?? null, blocked_at: r.createdAt.toISOString() })) };
}

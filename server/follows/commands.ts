import { and, eq } from 'drizzle-orm';
import type { FollowKind, FollowStateDto } from '../../contracts/follows';
import type { Db } from '../db/client';
import { follows } from '../db/schema/index';
import { forbidden } from '../errors';
import { limitsOf } from '../limits/rules';
import type { Actor } from '../plugins/actor';
import { blockedEitherWay } from '../safety/blocks';
import { canFollow } from './policy';
import { followState } from './queries';
import { FOLLOW_COLUMN, findTarget } from './targets';

/**
 * Follow an organiser, a venue or a partner page: one-way and instant (issue 26). Following
 * again changes nothing. Refused for one's own page, and across a block either way with the
 * member the page belongs to (the same answer whoever blocked: the blocked member is not told
 * who did). New follows count against the member's hourly limit.
 */
export async function follow(db: Db, actor: Actor, kind: FollowKind, id: string): Promise<FollowStateDto> {
  const target = await findTarget(db, actor, kind, id);
  if (!canFollow(actor, target)) throw forbidden(kind === 'organiser' ? 'api.follows.notSelf' : 'api.follows.notOwnPage');
  if (await blockedEitherWay(db, actor.userId, target.ownerId)) throw forbidden('api.follows.notThisPage');
  const column = FOLLOW_COLUMN[kind];
  const [already] = await db.select({ id: follows.id }).from(follows).where(and(eq(follows.followerId, actor.userId), eq(column, id)));
  if (!already) {
    await limitsOf(db).followsPerMemberHour.consume(actor.userId);
    // Two taps at once: the unique index keeps one row, the other insert does nothing.
    await db
      .insert(follows)
      .values({ followerId: actor.userId, [kind === 'organiser' ? 'organiserId' : kind === 'venue' ? 'venueId' : 'partnerId']: id })
      .onConflictDoNothing();
  }
  return followState(db, actor, target);
}

/** Unfollow: instant; unfollowing what one does not follow changes nothing. */
export async function unfollow(db: Db, actor: Actor, kind: FollowKind, id: string): Promise<FollowStateDto> {
  const target = await findTarget(db, actor, kind, id);
  await db.delete(follows).where(and(eq(follows.followerId, actor.userId), eq(FOLLOW_COLUMN[kind], id)));
  return followState(db, actor, target);
}

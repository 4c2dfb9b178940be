import { and, desc, eq, sql } from 'drizzle-orm';
import { followTargetUrl, type FollowerListDto, type FollowingListDto, type FollowKind, type FollowStateDto } from '../../contracts/follows';
import { cappedCount, type CappedCount } from '../db/capped-count';
import type { Db, Tx } from '../db/client';
import { follows, partnerProfiles, profiles, users, venues } from '../db/schema/index';
import { forbidden } from '../errors';
import type { Actor, PolicyActor } from '../plugins/actor';
import { notBlockedWith } from '../safety/blocks';
import { canListFollowers, isOwnTarget } from './policy';
import { FOLLOW_COLUMN, findTarget, type FollowTarget } from './targets';

/** Followers who count: suspended members are not shown or counted (they hear nothing either). */
const activeFollower = sql`not exists (select 1 from ${users} u where u.id = ${follows.followerId} and u.is_suspended)`;

/** How many active members follow the target (the partial index of its kind, decision 0042), counted up to the cap. */
export const followerCount = (db: Db | Tx, kind: FollowKind, id: string): Promise<CappedCount> =>
  cappedCount(db, sql`select 1 from ${follows} where ${and(eq(FOLLOW_COLUMN[kind], id), activeFollower)}`);

/** The count anyone may read and the viewer's own state (a visitor follows nothing). */
export async function followState(db: Db | Tx, viewer: PolicyActor, target: FollowTarget): Promise<FollowStateDto> {
  const [count, mine] = await Promise.all([
    followerCount(db, target.kind, target.id),
    viewer ? db.select({ id: follows.id }).from(follows).where(and(eq(follows.followerId, viewer.userId), eq(FOLLOW_COLUMN[target.kind], target.id))) : Promise.resolve([]),
  ]);
  return { follower_count: count.count, follower_count_capped: count.capped, following: mine.length > 0, is_own: isOwnTarget(viewer, target) };
}

export async function readFollowState(db: Db, viewer: PolicyActor, kind: FollowKind, id: string): Promise<FollowStateDto> {
  return followState(db, viewer, await findTarget(db, viewer, kind, id));
}

const FOLLOWERS_SHOWN = 200;

/**
 * Who follows the target, newest first: only for its owner. Members on either side of a block
 * with the owner are left out, like suspended ones; the total counts the same members.
 */
export async function listFollowers(db: Db, actor: Actor, kind: FollowKind, id: string): Promise<FollowerListDto> {
  const target = await findTarget(db, actor, kind, id);
  if (!canListFollowers(actor, target)) throw forbidden('api.follows.ownerSeesFollowers');
  const where = and(eq(FOLLOW_COLUMN[kind], id), activeFollower, notBlockedWith(actor.userId, follows.followerId));
  const [rows, total] = await Promise.all([
    db
      .select({ id: profiles.id, name: profiles.name, avatar: profiles.avatar, headline: profiles.headline, followedAt: follows.createdAt })
      .from(follows)
      .innerJoin(profiles, eq(profiles.id, follows.followerId))
      .where(where)
      .orderBy(desc(follows.createdAt))
      .limit(FOLLOWERS_SHOWN),
    cappedCount(db, sql`select 1 from ${follows} where ${where}`),
  ]);
  return {
    followers: rows.map((r) => ({ id: r.id, name: r.name, avatar: r.avatar, headline: r.headline, followed_at: r.followedAt.toISOString() })),
    total: total.count,
    total_capped: total.capped,
  };
}

/** What the member follows, newest first, with each page's name and address in the app. */
export async function listFollowing(db: Db, actor: Actor, unnamed: string): Promise<FollowingListDto> {
  const rows = await db
    .select({
      organiserId: follows.organiserId,
      venueId: follows.venueId,
      partnerId: follows.partnerId,
      createdAt: follows.createdAt,
      organiserName: profiles.name,
      organiserShown: profiles.showProfile,
      venueName: venues.name,
      partnerName: partnerProfiles.displayName,
      partnerSlug: partnerProfiles.slug,
    })
    .from(follows)
    .leftJoin(profiles, eq(profiles.id, follows.organiserId))
    .leftJoin(venues, eq(venues.id, follows.venueId))
    .leftJoin(partnerProfiles, eq(partnerProfiles.id, follows.partnerId))
    .where(eq(follows.followerId, actor.userId))
    .orderBy(desc(follows.createdAt))
    .limit(500);
  return {
    following: rows.map((r) => {
      const kind: FollowKind = r.organiserId ? 'organiser' : r.venueId ? 'venue' : 'partner';
      const id = (r.organiserId ?? r.venueId ?? r.partnerId)!;
      // An organiser who hid their profile since is "a member" here too (decision 0040).
      const name = (kind === 'organiser' ? (r.organiserShown ? r.organiserName : null) : kind === 'venue' ? r.venueName : r.partnerName) || unnamed;
      return { kind, id, name, url: followTargetUrl(kind, id, r.partnerSlug), followed_at: r.createdAt.toISOString() };
    }),
  };
}

/** A member's follows for their data export: what they follow and when. */
export async function followsForExport(db: Db | Tx, userId: string) {
  const rows = await db
    .select({ organiserId: follows.organiserId, venueId: follows.venueId, partnerId: follows.partnerId, createdAt: follows.createdAt })
    .from(follows)
    .where(eq(follows.followerId, userId))
    .orderBy(desc(follows.createdAt));
  return rows.map((r) => ({
    kind: (r.organiserId ? 'organiser' : r.venueId ? 'venue' : 'partner') as FollowKind,
    id: (r.organiserId ?? r.venueId ?? r.partnerId)!,
    followed_at: r.createdAt.toISOString(),
  }));
}

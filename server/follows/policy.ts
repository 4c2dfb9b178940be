import type { PolicyActor } from '../plugins/actor';

// Who may do what with follows (issue 26), in the shape of every domain's policy: pure functions
// over the actor and the followed thing. The block rule is asked of server/safety/blocks.ts by
// the command, since it needs the database.

/** What a follow points at: its kind, and the member it belongs to (the organiser, the venue's or partner page's owner). */
export type FollowTargetRef = { ownerId: string };

const isOwner = (a: PolicyActor, t: FollowTargetRef) => !!a && a.userId === t.ownerId;

/** Any signed-in member may follow, except their own profile, venue or partner page. */
export const canFollow = (a: PolicyActor, t: FollowTargetRef) => !!a && !isOwner(a, t);

/** Only the one followed sees who follows them (issue 26: "a follower list is visible to its owner only"). */
export const canListFollowers = (a: PolicyActor, t: FollowTargetRef) => isOwner(a, t);

export const isOwnTarget = isOwner;

import { and, asc, eq } from 'drizzle-orm';
import type { CommentDto, CommentListDto } from '../../contracts/community';
import type { Db, Tx } from '../db/client';
import { meetupComments, profiles } from '../db/schema/index';
import { ApiError, forbidden, notFound } from '../errors';
import { limitsOf } from '../limits/rules';
import { notify } from '../notifications/notify';
import type { Actor } from '../plugins/actor';
import { canViewProfile } from '../profiles/policy';
import { publishChange } from '../realtime/publish';
import { meetupAudience } from './audience';
import { canComment, canDeleteComment, canReadComments, isKnownTo, type MeetupPolicyTarget } from './policy';
import { policyTarget, type MeetupContext } from './presenter';
import { loadMeetup } from './queries';
import { isCoHost } from './cohosts';

// The discussion on a meetup (issue 16, docs/product.md §4 Discussion): plain text stored as
// typed and sent as text (the web never renders it as HTML), rate-limited per member, arriving
// live through the realtime stream; the organiser is told of each new comment (a preference).

const SHOWN = 200;

/** The meetup's policy target with the co-host answer filled in: what the discussion rules ask. */
export async function moderationTarget(db: Db | Tx, m: MeetupContext, actor: Actor): Promise<MeetupPolicyTarget> {
  return { ...policyTarget(m), isCoHost: await isCoHost(db, m.id, actor.userId) };
}

async function readable(db: Db | Tx, meetupId: string, actor: Actor) {
  const m = await loadMeetup(db, meetupId, actor);
  if (!m) throw notFound('api.meetups.notFound');
  const target = await moderationTarget(db, m, actor);
  if (!canReadComments(actor, target)) {
    // As for the meetup itself: an approved one exists for everyone signed in, but is for professionals.
    if (isKnownTo(actor, m)) throw forbidden('api.meetups.upgradeRequired');
    throw notFound('api.meetups.notFound');
  }
  return { m, target };
}

const present = (r: { id: string; meetupId: string; userId: string; body: string; createdAt: Date; name: string | null; avatar: string | null; showProfile: boolean | null }, actor: Actor, target: MeetupPolicyTarget, unnamed: string): CommentDto => ({
  id: r.id,
  meetup_id: r.meetupId,
  // Issue 27: the name links only when the viewer may open the profile it leads to.
  author: { id: r.userId, name: r.name || unnamed, avatar: r.avatar, profile_open: canViewProfile(actor, { id: r.userId, showProfile: r.showProfile ?? true }) },
  body: r.body,
  created_at: r.createdAt.toISOString(),
  can_delete: canDeleteComment(actor, target, r.userId),
});

const commentColumns = {
  id: meetupComments.id,
  meetupId: meetupComments.meetupId,
  userId: meetupComments.userId,
  body: meetupComments.body,
  createdAt: meetupComments.createdAt,
  name: profiles.name,
  avatar: profiles.avatar,
  showProfile: profiles.showProfile,
};

/**
 * The latest comments, oldest first, for whoever may see the meetup. `unnamed`: "A member" in the
 * reader's language, for an author who gave no name.
 */
export async function listComments(db: Db, actor: Actor, meetupId: string, unnamed: string): Promise<CommentListDto> {
  const { target } = await readable(db, meetupId, actor);
  const rows = await db
    .select(commentColumns)
    .from(meetupComments)
    .leftJoin(profiles, eq(profiles.id, meetupComments.userId))
    .where(eq(meetupComments.meetupId, meetupId))
    .orderBy(asc(meetupComments.createdAt), asc(meetupComments.id))
    .limit(SHOWN);
  return { comments: rows.map((r) => present(r, actor, target, unnamed)), can_post: canComment(actor, target) };
}

/** Posts a comment: attendees, the organiser and co-hosts; counted against the per-minute quota. */
export async function postComment(db: Db, actor: Actor, meetupId: string, body: string, unnamed: string): Promise<CommentDto> {
  const { m, target } = await readable(db, meetupId, actor);
  if (!canComment(actor, target)) {
    if (m.bookingStatus === 'cancelled') throw ApiError.say(409, 'meetup_cancelled', 'api.meetups.discussionClosed');
    throw forbidden('api.meetups.commentersOnly');
  }
  await limitsOf(db).commentsPerMemberMinute.consume(actor.userId);
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(meetupComments).values({ meetupId, userId: actor.userId, body }).returning();
    const [author] = await tx.select({ name: profiles.name, avatar: profiles.avatar, showProfile: profiles.showProfile }).from(profiles).where(eq(profiles.id, actor.userId));
    const dto = present({ ...row, name: author?.name ?? null, avatar: author?.avatar ?? null, showProfile: author?.showProfile ?? true }, actor, target, unnamed);
    if (m.organizerId !== actor.userId) {
      await notify(tx, {
        userId: m.organizerId,
        type: 'meetup_comment',
        title: { id: 'api.notices.commentTitle' },
        message: (t) => t('api.notices.comment', { name: author?.name || t('api.notices.aMember'), meetup: m.title }),
        data: { meetupId, commentId: row.id, url: `/meetups/${meetupId}#discussion` },
      });
    }
    // Only the id and the meetup travel: those who may read it fetch it (the text stays behind the policy).
    await publishChange(tx, { table: 'meetup_comments', type: 'INSERT', id: row.id, audience: meetupAudience(m.bookingStatus, m.organizerId, m.venueOwnerId), record: { meetup_id: meetupId } });
    return dto;
  });
}

/** Deletes one's own comment; the organiser, co-hosts and admins delete any. */
export async function deleteComment(db: Db, actor: Actor, meetupId: string, commentId: string): Promise<void> {
  const { m, target } = await readable(db, meetupId, actor);
  const [row] = await db
    .select({ userId: meetupComments.userId })
    .from(meetupComments)
    .where(and(eq(meetupComments.id, commentId), eq(meetupComments.meetupId, meetupId)));
  if (!row) throw notFound('api.meetups.commentNotFound');
  if (!canDeleteComment(actor, target, row.userId)) throw forbidden('api.meetups.commentDeleteNotAllowed');
  await db.transaction(async (tx) => {
    await tx.delete(meetupComments).where(eq(meetupComments.id, commentId));
    await publishChange(tx, { table: 'meetup_comments', type: 'DELETE', id: commentId, audience: meetupAudience(m.bookingStatus, m.organizerId, m.venueOwnerId), record: { meetup_id: meetupId } });
  });
}

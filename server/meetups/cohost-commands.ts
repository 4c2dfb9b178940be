import { blockedEitherWay } from '../safety/blocks';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { meetupCohosts, profiles } from '../db/schema/index';
import { ApiError, forbidden } from '../errors';
import { notify } from '../notifications/notify';
import type { Actor } from '../plugins/actor';
import { attendeeAccess } from './attendees';
import { canChooseCoHosts } from './policy';
import { policyTarget } from './presenter';

/** The organiser (or an admin) makes a member a co-host: they then manage attendees and check people in. */
export async function addCoHost(db: Db, actor: Actor, id: string, userId: string) {
  const { m } = await attendeeAccess(db, actor, id, 'manage');
  if (!canChooseCoHosts(actor, policyTarget(m))) throw forbidden('api.meetups.organiserChoosesCohosts');
  if (userId === m.organizerId) throw ApiError.say(409, 'is_organiser', 'api.meetups.organiserAlreadyRuns');
  const [p] = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, userId));
  // A block either way answers as if there were no such member: the blocker is not reached, and not revealed (issue 26).
  if (!p || (await blockedEitherWay(db, actor.userId, userId))) throw ApiError.say(404, 'member_not_found', 'api.meetups.noSuchMember');
  const added = await db.insert(meetupCohosts).values({ meetupId: id, userId }).onConflictDoNothing().returning();
  if (added.length) {
    await notify(db, { userId, type: 'info', title: { id: 'api.notices.cohostTitle' }, message: { id: 'api.notices.cohost', values: { meetup: m.title } }, data: { meetupId: id, url: `/meetups/${id}` } });
  }
}

export async function removeCoHost(db: Db, actor: Actor, id: string, userId: string) {
  const { m } = await attendeeAccess(db, actor, id, 'manage');
  if (!canChooseCoHosts(actor, policyTarget(m))) throw forbidden('api.meetups.organiserChoosesCohosts');
  await db.delete(meetupCohosts).where(and(eq(meetupCohosts.meetupId, id), eq(meetupCohosts.userId, userId)));
}

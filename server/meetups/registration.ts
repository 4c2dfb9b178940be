import { and, eq } from 'drizzle-orm';
import { meetupAttendees, meetupWaitlist } from '../db/schema/index';
import { ApiError, notFound } from '../errors';
import { notify } from '../notifications/notify';
import type { Actor } from '../plugins/actor';
import { remindLateJoiner } from '../reminders/schedule';
import { attendeeAccess } from './attendees';
import type { CommandDeps } from './effects';
import { isFull, lockMeetup } from './seats';
import { publishAttendance, waitlistPosition } from './waitlist';

export type RegistrationOutcome = { status: 'attending' | 'waitlisted' | 'declined'; position: number | null };

/**
 * The organiser (or a co-host, or an admin) answers a registration request (issue 15). Approved
 * with a free place: attending at once. Approved while full: on the waitlist in the order they
 * asked (their request's place in line). Declined: the request is gone. The member is told
 * either way. Runs under the meetup row lock like every change of places.
 */
export async function decideRequest(deps: CommandDeps, actor: Actor, id: string, userId: string, approve: boolean): Promise<RegistrationOutcome> {
  return deps.db.transaction(async (tx) => {
    if (!(await lockMeetup(tx, id))) throw notFound('api.meetups.notFound');
    const { m } = await attendeeAccess(tx, actor, id, 'manage');
    if (m.bookingStatus === 'cancelled') throw ApiError.say(409, 'meetup_cancelled', 'api.meetups.cancelled');
    const where = and(eq(meetupWaitlist.meetupId, id), eq(meetupWaitlist.userId, userId), eq(meetupWaitlist.kind, 'request'));
    const [request] = await tx.select({ userId: meetupWaitlist.userId }).from(meetupWaitlist).where(where);
    if (!request) throw ApiError.say(404, 'no_request', 'api.meetups.noOpenRequest');
    const data = { meetupId: id, url: `/meetups/${id}` };
    if (!approve) {
      await tx.delete(meetupWaitlist).where(where);
      await notify(tx, { userId, type: 'registration_declined', title: { id: 'api.notices.registrationDeclinedTitle' }, message: { id: 'api.notices.registrationDeclined', values: { meetup: m.title } }, data });
      await publishAttendance(tx, m, userId, 'DELETE');
      return { status: 'declined', position: null };
    }
    if (isFull(m)) {
      await tx.update(meetupWaitlist).set({ kind: 'waitlist' }).where(where);
      const position = await waitlistPosition(tx, id, userId);
      await notify(tx, { userId, type: 'registration_approved', title: { id: 'api.notices.registrationApprovedTitle' }, message: { id: 'api.notices.registrationWaitlisted', values: { meetup: m.title, position: position ?? '' } }, data });
      await publishAttendance(tx, m, userId, 'UPDATE');
      return { status: 'waitlisted', position };
    }
    await tx.delete(meetupWaitlist).where(where);
    await tx.insert(meetupAttendees).values({ meetupId: id, userId });
    await notify(tx, { userId, type: 'registration_approved', title: { id: 'api.notices.registrationApprovedTitle' }, message: { id: 'api.notices.registrationGoing', values: { meetup: m.title } }, data });
    await remindLateJoiner(tx, m, userId);
    await publishAttendance(tx, m, userId, 'INSERT');
    return { status: 'attending', position: null };
  });
}

import { ApiError, notFound } from '../errors';
import { notify } from '../notifications/notify';
import type { Actor } from '../plugins/actor';
import { attendeeAccess } from './attendees';
import type { CommandDeps } from './effects';
import { lockMeetup, releaseSeat } from './seats';

/**
 * The organiser (or a co-host, or an admin) takes a member off the meetup: their seat, waitlist
 * place or request goes, the first in line gets a freed seat (server/meetups/seats.ts), and the
 * member is told. Under the meetup's lock like every change of places.
 */
export async function removeAttendee(deps: CommandDeps, actor: Actor, id: string, userId: string) {
  await deps.db.transaction(async (tx) => {
    if (!(await lockMeetup(tx, id))) throw notFound('api.meetups.notFound');
    const { m } = await attendeeAccess(tx, actor, id, 'manage');
    // A cancelled meetup keeps its list as it was (toggle-attendance.ts says why).
    if (m.bookingStatus === 'cancelled') throw ApiError.say(409, 'meetup_cancelled', 'api.meetups.cancelled');
    const { held } = await releaseSeat(tx, deps, m, userId);
    if (!held) throw ApiError.say(404, 'not_attending', 'api.meetups.notAttendingOrWaiting');
    if (userId !== actor.userId) {
      await notify(tx, {
        userId,
        type: 'info',
        title: { id: 'api.notices.removedTitle' },
        message: { id: 'api.notices.removed', values: { meetup: m.title } },
        data: { meetupId: id, url: `/meetups/${id}` },
      });
    }
  });
}

import type { Tx } from '../db/client';
import type { AttendanceResult } from '../../contracts/meetups';
import { meetupAttendees, meetupWaitlist } from '../db/schema/index';
import { ApiError, forbidden, notFound } from '../errors';
import type { MessageId, MessageValues } from '../../contracts/i18n/messages';
import { notify } from '../notifications/notify';
import type { Actor } from '../plugins/actor';
import { type CommandDeps, queueMeetupEmail } from './effects';
import { canJoin, canRead, isKnownTo } from './policy';
import { policyTarget } from './presenter';
import { loadMeetup } from './queries';
import { remindLateJoiner } from '../reminders/schedule';
import { isFull, lockMeetup, releaseSeat } from './seats';
import { memberName, publishAttendance, waitingKind, waitlistPosition } from './waitlist';


/** A notification's title and message, catalogue messages notify words in its recipient's language (issue 29). */
const words = (title: MessageId, message: MessageId, values: MessageValues) => ({ title: { id: title }, message: { id: message, values } });
/**
 * Attendance toggle (docs/product.md §4): joins when not attending, otherwise leaves. `want`
 * makes it idempotent (true: join, false: leave). Issue 15: joining a full meetup puts the member
 * on its waitlist; a meetup with registration required takes a request for the organiser; leaving
 * frees a place that goes to the first on the waitlist at once. The meetup row is locked FOR
 * UPDATE first, so concurrent joins and leaves (on any instance) queue up: the count never passes
 * the maximum and each freed place is given exactly once.
 */
export async function setAttendance(deps: CommandDeps, actor: Actor, id: string, want?: boolean, { tellOrganiser = true } = {}) {
  return deps.db.transaction(async (tx): Promise<AttendanceResult> => {
    if (!(await lockMeetup(tx, id))) throw notFound('api.meetups.notFound');
    const m = (await loadMeetup(tx, id, actor))!;
    const target = policyTarget(m);
    if (!canRead(actor, target)) {
      if (isKnownTo(actor, m)) throw forbidden('api.meetups.professionalsJoin');
      throw notFound('api.meetups.notFound');
    }
    // A cancelled meetup keeps its attendee list as it was (they are the ones told, and who still see it).
    if (m.bookingStatus === 'cancelled') throw ApiError.say(409, 'meetup_cancelled', 'api.meetups.cancelled');
    const attending = m.isAttending;
    const waiting = await waitingKind(tx, id, actor.userId);
    const join = want ?? !(attending || waiting);
    const state = (count: number, isAttending: boolean, joined: boolean): AttendanceResult => ({
      attending: isAttending,
      joined,
      attendee_count: count,
      is_full: isFull({ attendeeCount: count, maxAttendees: m.maxAttendees }),
    });
    const waitlisted = async (): Promise<AttendanceResult> => ({
      ...state(m.attendeeCount, false, false),
      waitlisted: true,
      position: (await waitlistPosition(tx, id, actor.userId)) ?? undefined,
    });
    if (join && attending) return state(m.attendeeCount, true, false);
    if (join && waiting === 'request') return { ...state(m.attendeeCount, false, false), requested: true };
    if (join && waiting === 'waitlist') return waitlisted();
    if (!join && !attending) {
      // Leaving the waitlist, or taking back a request: nobody else's place changes.
      if (waiting) await releaseSeat(tx, deps, m, actor.userId);
      return state(m.attendeeCount, false, false);
    }

    if (!join) {
      const name = await memberName(tx, actor.userId);
      if (tellOrganiser && actor.userId !== m.organizerId)
        await notify(tx, { userId: m.organizerId, type: 'attendee_left', title: { id: 'api.notices.attendeeLeftTitle' }, message: (t) => t('api.notices.attendeeLeft', { name: name || t('api.notices.aMember'), meetup: m.title }), data: { meetupId: id, url: `/meetups/${id}` } });
      const { promoted } = await releaseSeat(tx, deps, m, actor.userId);
      return state(m.attendeeCount - 1 + promoted.length, false, false);
    }

    if (!canJoin(actor, target)) {
      if (actor.role !== 'professional') throw forbidden('api.meetups.professionalsJoin');
      if (actor.userId === m.organizerId) throw ApiError.say(409, 'is_organiser', 'api.meetups.organisingMeetup');
      if (target.isPast) throw ApiError.say(409, 'meetup_past', 'api.meetups.alreadyTookPlace');
      throw ApiError.say(409, 'meetup_not_approved', 'api.meetups.notOpenYet');
    }
    if (m.registrationRequired) {
      await tx.insert(meetupWaitlist).values({ meetupId: id, userId: actor.userId, kind: 'request' });
      const name = await memberName(tx, actor.userId);
      await notify(tx, { userId: m.organizerId, type: 'registration_requested', title: { id: 'api.notices.registrationRequestTitle' }, message: (t) => t('api.notices.registrationRequest', { name: name || t('api.notices.aMember'), meetup: m.title }), data: { meetupId: id, url: `/meetups/${id}` } });
      await publishAttendance(tx, m, actor.userId, 'INSERT');
      return { ...state(m.attendeeCount, false, false), requested: true };
    }
    if (isFull(m)) {
      await tx.insert(meetupWaitlist).values({ meetupId: id, userId: actor.userId, kind: 'waitlist' });
      await publishAttendance(tx, m, actor.userId, 'INSERT');
      return waitlisted();
    }
    await tx.insert(meetupAttendees).values({ meetupId: id, userId: actor.userId });
    const count = m.attendeeCount + 1;
    const name = await memberName(tx, actor.userId);
    // Joining a whole series is announced once, by the caller (server/meetups/series.ts).
    if (tellOrganiser && actor.userId !== m.organizerId)
      await notify(tx, { userId: m.organizerId, type: 'attendee_joined', title: { id: 'api.notices.newAttendeeTitle' }, message: (t) => t('api.notices.newAttendee', { name: name || t('api.notices.aMember'), meetup: m.title, count, max: m.maxAttendees }), data: { meetupId: id, url: `/meetups/${id}` } });
    if (isFull({ attendeeCount: count, maxAttendees: m.maxAttendees })) await fullCapacity(tx, deps, m);
    // Joining inside the last day: the day-before reminder may be past, so this member gets theirs now.
    await remindLateJoiner(tx, m, actor.userId);
    await publishAttendance(tx, m, actor.userId, 'INSERT');
    return state(count, true, true);
  });
}

/** The join that fills the last place: organiser and venue owner get meetup_full_capacity + full_capacity email. */
async function fullCapacity(tx: Tx, deps: CommandDeps, m: Awaited<ReturnType<typeof loadMeetup>> & object) {
  const recipients: { userId: string; recipient: 'organizer' | 'venue_owner' }[] = [{ userId: m.organizerId, recipient: 'organizer' }];
  if (m.venueOwnerId && m.venueOwnerId !== m.organizerId) recipients.push({ userId: m.venueOwnerId, recipient: 'venue_owner' });
  for (const r of recipients) {
    await notify(tx, {
      userId: r.userId,
      type: 'meetup_full_capacity',
      ...(r.recipient === 'organizer'
        ? words('api.notices.fullTitle', 'api.notices.fullOrganiser', { meetup: m.title, max: m.maxAttendees })
        : words('api.notices.fullTitle', 'api.notices.fullVenue', { meetup: m.title, venue: m.venueName, max: m.maxAttendees })),
      data: { meetupId: m.id, url: r.recipient === 'organizer' ? `/meetups/${m.id}` : '/venue-management' },
    });
    await queueMeetupEmail(tx, deps, { userId: r.userId, type: 'full_capacity', meetup: m, recipient: r.recipient });
  }
}

import { and, eq, sql } from 'drizzle-orm';
import { parseTicket, ticketText, type CheckInResultDto, type TicketDto } from '../../contracts/meetup-attendees';
import type { Db, Tx } from '../db/client';
import { meetupAttendees, profiles } from '../db/schema/index';
import { ApiError, forbidden, notFound } from '../errors';
import type { Actor } from '../plugins/actor';
import { canViewProfile } from '../profiles/policy';
import { publishChange } from '../realtime/publish';
import { arrivalsOf, attendeeAccess, noTicket, type Access } from './attendees';
import { coHostIds } from './cohosts';
import { canRead, isKnownTo } from './policy';
import { policyTarget } from './presenter';
import { loadMeetup } from './queries';

/** GET /api/meetups/{id}/ticket: the attendee's own ticket; the QR code is drawn in their browser. */
export async function ticketOf(db: Db, actor: Actor, id: string, unnamed: string): Promise<TicketDto> {
  const m = await loadMeetup(db, id, actor);
  if (!m || !canRead(actor, policyTarget(m))) {
    if (m && isKnownTo(actor, m)) throw forbidden('api.meetups.professionalsSee');
    throw notFound('api.meetups.notFound');
  }
  const [row] = await db
    .select({ code: meetupAttendees.ticketCode, checkedInAt: meetupAttendees.checkedInAt, name: profiles.name })
    .from(meetupAttendees)
    .innerJoin(profiles, eq(profiles.id, meetupAttendees.userId))
    .where(and(eq(meetupAttendees.meetupId, id), eq(meetupAttendees.userId, actor.userId)));
  if (!row) throw noTicket();
  return { meetup_id: id, name: row.name || unnamed, qr: ticketText(id, row.code), checked_in_at: row.checkedInAt?.toISOString() ?? null };
}

const wrongMeetup = () => ApiError.say(409, 'wrong_meetup', 'api.meetups.wrongMeetupTicket');

/**
 * POST /api/meetups/{id}/check-in by the organiser, a co-host or an admin: by scanned ticket or
 * by choosing the person. Idempotent: a second check-in keeps the first time and says so. A
 * ticket of another meetup is refused. The arrivals count reaches the door team live.
 */
export async function checkIn(db: Db, actor: Actor, id: string, body: { ticket: string } | { user_id: string }, unnamed: string): Promise<CheckInResultDto> {
  return db.transaction(async (tx) => {
    const { m } = await attendeeAccess(tx, actor, id, 'manage');
    if (m.bookingStatus !== 'approved') throw ApiError.say(409, 'meetup_not_open', 'api.meetups.checkInNotOpen');
    let userId: string;
    if ('ticket' in body) {
      const parsed = parseTicket(body.ticket);
      if (!parsed) throw ApiError.say(400, 'invalid_ticket', 'api.meetups.notOurTicket');
      const [row] = await tx.select({ meetupId: meetupAttendees.meetupId, userId: meetupAttendees.userId }).from(meetupAttendees).where(eq(meetupAttendees.ticketCode, parsed.code));
      if ((row && row.meetupId !== id) || parsed.meetupId !== id) throw wrongMeetup();
      if (!row) throw ApiError.say(404, 'ticket_not_found', 'api.meetups.ticketNoLongerValid');
      userId = row.userId;
    } else {
      userId = body.user_id;
    }
    // coalesce keeps the first arrival time; `already` tells the door it was a repeat.
    const before = await lockedArrival(tx, id, userId);
    const [row] = await tx
      .update(meetupAttendees)
      .set({ checkedInAt: sql`coalesce(${meetupAttendees.checkedInAt}, now())` })
      .where(and(eq(meetupAttendees.meetupId, id), eq(meetupAttendees.userId, userId)))
      .returning({ checkedInAt: meetupAttendees.checkedInAt });
    const [p] = await tx.select({ id: profiles.id, name: profiles.name, avatar: profiles.avatar, showProfile: profiles.showProfile }).from(profiles).where(eq(profiles.id, userId));
    if (!before.checkedInAt) {
      await publishArrival(tx, m, actor, id, userId);
    }
    return {
      attendee: { id: p.id, name: p.name || unnamed, avatar: p.avatar, headline: null, profile_open: canViewProfile(actor, { id: p.id, showProfile: p.showProfile }) },
      checked_in_at: row.checkedInAt!.toISOString(),
      already: before.checkedInAt !== null,
      arrivals: await arrivalsOf(tx, id),
    };
  });
}

/**
 * DELETE /api/meetups/{id}/check-in/{userId} (issue 27): undoes a check-in made by mistake, by
 * the same people who check in (organiser, co-host, admin). The person keeps their place; only
 * the arrival is forgotten. Undoing one not checked in answers the same (nothing to undo).
 */
export async function undoCheckIn(db: Db, actor: Actor, id: string, userId: string): Promise<{ arrivals: number; undone: boolean }> {
  return db.transaction(async (tx) => {
    const { m } = await attendeeAccess(tx, actor, id, 'manage');
    if (m.bookingStatus !== 'approved') throw ApiError.say(409, 'meetup_not_open', 'api.meetups.checkInNotOpen');
    const before = await lockedArrival(tx, id, userId);
    if (before.checkedInAt) {
      await tx.update(meetupAttendees).set({ checkedInAt: null }).where(and(eq(meetupAttendees.meetupId, id), eq(meetupAttendees.userId, userId)));
      await publishArrival(tx, m, actor, id, userId);
    }
    return { arrivals: await arrivalsOf(tx, id), undone: before.checkedInAt !== null };
  });
}

/** The attendee's row, locked for the change: their arrival as it stands (404 for someone not attending). */
async function lockedArrival(tx: Tx, id: string, userId: string) {
  const [before] = await tx
    .select({ checkedInAt: meetupAttendees.checkedInAt })
    .from(meetupAttendees)
    .where(and(eq(meetupAttendees.meetupId, id), eq(meetupAttendees.userId, userId)))
    .for('update');
  if (!before) throw ApiError.say(404, 'not_attending', 'api.meetups.notAttending');
  return before;
}

/** An arrival made or undone reaches the organiser, venue owner, co-hosts, the person and the door. */
async function publishArrival(tx: Tx, m: Access['m'], actor: Actor, id: string, userId: string) {
  const parties = [...new Set([m.organizerId, ...(m.venueOwnerId ? [m.venueOwnerId] : []), ...(await coHostIds(tx, id)), userId, actor.userId])];
  await publishChange(tx, { table: 'meetup_attendees', type: 'UPDATE', id: `${id}:${userId}`, audience: { userIds: parties }, record: { meetup_id: id, user_id: userId } });
}

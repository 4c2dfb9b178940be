import { and, asc, eq, sql } from 'drizzle-orm';
import { stringify } from 'csv-stringify/sync';
import type { AttendeeListDto, ManagedAttendeeDto } from '../../contracts/meetup-attendees';
import type { Db, Tx } from '../db/client';
import { meetupAttendees, meetupCohosts, meetupWaitlist, profiles } from '../db/schema/index';
import { ApiError, forbidden, notFound } from '../errors';
import type { Actor } from '../plugins/actor';
import { canViewProfile } from '../profiles/policy';
import { canManageAttendees, canRead, canSeeAttendees, isKnownTo, isOrganiserOrAdmin } from './policy';
import { policyTarget, type MeetupContext } from './presenter';
import { loadMeetup } from './queries';

export type Access = { m: MeetupContext; manage: boolean };

/**
 * The meetup and what the actor may do with its people, or the refusal: 404 when they may not
 * see the meetup at all (403 for a member who may not browse an approved one), 403 when they see
 * it but are not allowed this. `need`: 'see' (attendees, organiser, co-hosts, admins) or 'manage'.
 */
export async function attendeeAccess(db: Db | Tx, actor: Actor, id: string, need: 'see' | 'manage'): Promise<Access> {
  const m = await loadMeetup(db, id, actor);
  if (!m) throw notFound('api.meetups.notFound');
  const target = policyTarget(m);
  if (!canRead(actor, target)) {
    if (isKnownTo(actor, m)) throw forbidden('api.meetups.professionalsSee');
    throw notFound('api.meetups.notFound');
  }
  const manage = canManageAttendees(actor, target);
  if (need === 'manage' && !manage) throw forbidden('api.meetups.organiserAndCohostsOnly');
  if (need === 'see' && !canSeeAttendees(actor, target)) throw forbidden('api.meetups.whoIsGoingHidden');
  return { m, manage };
}

type PersonRow = { id: string; name: string; avatar: string | null; showProfile: boolean };
/**
 * `viewer`: whether they may open this person's profile decides if the name links (issue 27);
 * `unnamed`: "A member" in the reader's language, for someone who gave no name.
 */
const person = (r: PersonRow, viewer: Actor | null, unnamed: string) => ({
  id: r.id,
  name: r.name || unnamed,
  avatar: r.avatar,
  headline: null,
  profile_open: viewer ? canViewProfile(viewer, { id: r.id, showProfile: r.showProfile }) : false,
});

/** Everyone linked to the meetup, in order: attendees by joining time, then the waitlist and requests in joining order. */
export async function peopleOf(db: Db | Tx, meetupId: string, unnamed: string, viewer: Actor | null = null): Promise<(ManagedAttendeeDto & { email: string })[]> {
  const cohosts = new Set(
    (await db.select({ id: meetupCohosts.userId }).from(meetupCohosts).where(eq(meetupCohosts.meetupId, meetupId))).map((r) => r.id),
  );
  const going = await db
    .select({ id: profiles.id, name: profiles.name, avatar: profiles.avatar, showProfile: profiles.showProfile, email: profiles.email, at: meetupAttendees.createdAt, checkedInAt: meetupAttendees.checkedInAt })
    .from(meetupAttendees)
    .innerJoin(profiles, eq(profiles.id, meetupAttendees.userId))
    .where(eq(meetupAttendees.meetupId, meetupId))
    .orderBy(asc(meetupAttendees.createdAt), asc(profiles.id));
  const waiting = await db
    .select({ id: profiles.id, name: profiles.name, avatar: profiles.avatar, showProfile: profiles.showProfile, email: profiles.email, at: meetupWaitlist.createdAt, kind: meetupWaitlist.kind })
    .from(meetupWaitlist)
    .innerJoin(profiles, eq(profiles.id, meetupWaitlist.userId))
    .where(eq(meetupWaitlist.meetupId, meetupId))
    .orderBy(asc(meetupWaitlist.seq));
  return [
    ...going.map((r) => ({ ...person(r, viewer, unnamed), email: r.email, status: 'attending' as const, joined_at: r.at.toISOString(), checked_in_at: r.checkedInAt?.toISOString() ?? null, is_cohost: cohosts.has(r.id) })),
    ...waiting.map((r) => ({
      ...person(r, viewer, unnamed),
      email: r.email,
      status: r.kind === 'request' ? ('requested' as const) : ('waitlisted' as const),
      joined_at: r.at.toISOString(),
      checked_in_at: null,
      is_cohost: cohosts.has(r.id),
    })),
  ];
}

/** GET /api/meetups/{id}/attendees: faces for attendees; the full list with status for those who manage it. Never an email. */
export async function listAttendees(db: Db, access: Access, actor: Actor, unnamed: string): Promise<AttendeeListDto> {
  const people = await peopleOf(db, access.m.id, unnamed, actor);
  const going = people.filter((p) => p.status === 'attending');
  const waitlist = people.filter((p) => p.status === 'waitlisted');
  const strip = ({ id, name, avatar, headline, profile_open }: Omit<PersonRow, 'showProfile'> & { headline: string | null; profile_open: boolean }) => ({ id, name, avatar, headline, profile_open });
  return {
    attendees: going.map(strip),
    waitlist: waitlist.map((p, i) => ({ ...strip(p), position: i + 1 })),
    manage: access.manage
      ? {
          people: people.map(({ email: _email, ...rest }) => rest),
          arrivals: going.filter((p) => p.checked_in_at).length,
          is_organiser: isOrganiserOrAdmin(actor, access.m),
        }
      : null,
  };
}

/**
 * GET /api/meetups/{id}/attendees.csv for the organiser, co-hosts and admins. csv-stringify
 * quotes commas, quotes and line breaks; `escape_formulas` prefixes a cell starting with
 * = + - @ (or tab/CR) with ' so a spreadsheet shows it as text instead of running it.
 */
export async function attendeesCsv(db: Db, meetupId: string, unnamed: string): Promise<string> {
  const people = await peopleOf(db, meetupId, unnamed);
  return stringify(
    people.map((p) => [p.name, p.email, p.status, p.joined_at, p.checked_in_at ?? '']),
    { header: true, columns: ['name', 'email', 'status', 'joined at', 'checked in at'], escape_formulas: true },
  );
}

export const arrivalsOf = async (db: Db | Tx, meetupId: string) => {
  const [{ n }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(meetupAttendees)
    .where(and(eq(meetupAttendees.meetupId, meetupId), sql`${meetupAttendees.checkedInAt} is not null`));
  return Number(n);
};

export const noTicket = () => ApiError.say(404, 'no_ticket', 'api.meetups.noTicket');

// "May this actor do X to this meetup" rules (docs/product.md §6; issue "Meetups, venue bookings").
// The routes ask these; the API returns the answers as `abilities` so the web never re-derives them.
// Who SEES a meetup is defined once, as SQL (meetupVisibleTo): lists filter by it and every loaded
// meetup carries its answer (isVisible), which canRead returns — so a list and the detail page
// cannot disagree (issue 25, decision 0048).
import { sql, type SQL } from 'drizzle-orm';
import type { MeetupAbilities } from '../../contracts/meetups';
import type { PolicyActor } from '../plugins/actor';

export type MeetupPolicyTarget = {
  organizerId: string;
  venueOwnerId: string | null;
  bookingStatus: string;
  isPast: boolean;
  /** Whether it has started (a booking is cancelled by the venue only before it starts). */
  hasStarted?: boolean;
  /** Whether the actor attends it: attendees still see a meetup once it is cancelled. */
  isAttending?: boolean;
  /** Whether the actor co-hosts it (issue 15): they manage attendees, check people in and moderate the discussion. */
  isCoHost?: boolean;
  /** meetupVisibleTo(actor), evaluated by the query that loaded the meetup for this actor (queries.ts contextColumns). */
  isVisible?: boolean;
};

type Who = PolicyActor;

const isOrganiser = (a: Who, m: Pick<MeetupPolicyTarget, 'organizerId'>) => !!a && a.userId === m.organizerId;
const isVenueOwner = (a: Who, m: Pick<MeetupPolicyTarget, 'venueOwnerId'>) => !!a && !!m.venueOwnerId && a.userId === m.venueOwnerId;

// The permission helpers, named once (issue 25): every "organiser or admin" check asks these.
/** The organiser or an admin: who edits, cancels, chooses co-hosts, looks for other venues. */
export const isOrganiserOrAdmin = (a: Who, m: Pick<MeetupPolicyTarget, 'organizerId'>) => !!a && (isOrganiser(a, m) || a.isAdmin);
/** The organiser, a co-host or an admin: who runs the day (attendees, check-in, moderation). */
export const isOrganiserCoHostOrAdmin = (a: Who, m: Pick<MeetupPolicyTarget, 'organizerId' | 'isCoHost'>) => isOrganiserOrAdmin(a, m) || (!!a && m.isCoHost === true);
/** The owner of the meetup's venue or an admin: who decides on its booking and its rate. */
export const isVenueOwnerOrAdmin = (a: Who, m: Pick<MeetupPolicyTarget, 'venueOwnerId'>) => !!a && (isVenueOwner(a, m) || a.isAdmin);

/** Professionals (and admins) browse meetups; venue users see those at their venues only. */
export const canList = (a: Who) => !!a && (a.role === 'professional' || a.isAdmin);

/**
 * Who sees a meetup, the one definition, as a condition over `meetups`: admins all; the
 * organiser, the venue's owner and co-hosts whatever its state; attendees a cancelled one (marked
 * Cancelled); Professional Partners approved ones. Nobody signed out. The venue's owner is asked
 * of the owner's venues (one index read a statement), not of a join with every venue: a count
 * over a thousand meetups hashed all 10,000 venues of the scale data first (issue 30).
 * Columns are qualified by hand: drizzle leaves them unqualified inside selected sql``.
 */
export function meetupVisibleTo(a: Who): SQL {
  if (!a) return sql`false`;
  if (a.isAdmin) return sql`true`;
  const me = a.userId;
  return sql`("meetups"."organizer_id" = ${me}
    or "meetups"."venue_id" in (select v.id from venues v where v.owner_id = ${me})
    or exists(select 1 from meetup_cohosts mc where mc.meetup_id = "meetups"."id" and mc.user_id = ${me})
    or ("meetups"."booking_status" = 'cancelled' and exists(select 1 from meetup_attendees ma where ma.meetup_id = "meetups"."id" and ma.user_id = ${me}))
    ${a.role === 'professional' ? sql`or "meetups"."booking_status" = 'approved'` : sql``})`;
}

/** The state in which every signed-in member may learn a meetup exists, even one they may not read. */
const KNOWN_STATUS = 'approved';

/**
 * Meetups whose existence a signed-in member may learn though they may not read them: approved
 * ones. The venue page lists them to every member, and their detail answers 403
 * professional_required ("Upgrade") rather than 404.
 */
export function meetupKnownTo(a: Who): SQL {
  if (!a) return sql`false`;
  return sql`(${meetupVisibleTo(a)} or "meetups"."booking_status" = ${KNOWN_STATUS})`;
}

/** meetupKnownTo for a loaded meetup the actor may not read: refused with 403 ("Upgrade"), not 404. */
export const isKnownTo = (a: Who, m: Pick<MeetupPolicyTarget, 'bookingStatus'>) => !!a && m.bookingStatus === KNOWN_STATUS;

/** What a list shows: what the actor sees; a venue's page also shows its approved meetups to members who may not browse. */
export const meetupListedTo = (a: Who, atOneVenue: boolean): SQL => (atOneVenue && !canList(a) ? meetupKnownTo(a) : meetupVisibleTo(a));

/** The detail check: the answer meetupVisibleTo gave when the meetup was loaded for this actor. */
export function canRead(a: Who, m: MeetupPolicyTarget): boolean {
  return !!a && m.isVisible === true;
}

export const canCreate = (a: Who) => !!a && a.role === 'professional';
/** A cancelled meetup is final: nobody edits or cancels it again. */
export const canEdit = (a: Who, m: MeetupPolicyTarget) => isOrganiserOrAdmin(a, m) && m.bookingStatus !== 'cancelled';
export const canCancel = canEdit;
/** Only the owner of the venue (or an admin) decides on a booking request. */
export const canDecide = (a: Who, m: MeetupPolicyTarget) => isVenueOwnerOrAdmin(a, m);
export const canSetRate = canDecide;
/**
 * The venue takes back an approved booking (issue 24): its owner, or an admin, before it starts,
 * with a reason. A pending request is answered with a rejection instead.
 */
export const canCancelBooking = (a: Who, m: MeetupPolicyTarget) => canDecide(a, m) && m.bookingStatus === 'approved' && m.hasStarted === false;
/** Professionals join approved, upcoming meetups they can see; the organiser hosts rather than joins. */
export const canJoin = (a: Who, m: MeetupPolicyTarget) =>
  !!a && a.role === 'professional' && !isOrganiser(a, m) && m.bookingStatus === 'approved' && !m.isPast;
/** The venue rate is between the venue and the organiser. */
export const canSeeRates = (a: Who, m: MeetupPolicyTarget) => isOrganiserOrAdmin(a, m) || isVenueOwner(a, m);

/** Issue 15: the organiser, co-hosts and admins see the full list, export it, check people in and write to attendees. */
export const canManageAttendees = (a: Who, m: MeetupPolicyTarget) => isOrganiserCoHostOrAdmin(a, m);
/** Who's going: those who manage it and the attendees themselves; nobody else learns who comes. */
export const canSeeAttendees = (a: Who, m: MeetupPolicyTarget) => canManageAttendees(a, m) || (!!a && !!m.isAttending);
/** Only the organiser (or an admin) chooses co-hosts; a co-host cannot make more co-hosts. */
export const canChooseCoHosts = (a: Who, m: MeetupPolicyTarget) => isOrganiserOrAdmin(a, m) && m.bookingStatus !== 'cancelled';
/**
 * May moderate this meetup's discussion (delete anyone's comment): the organiser and admins, and
 * its co-hosts (issue 15), through `m.isCoHost`. The one rule for moderation.
 */
export const canModerate = (a: Who, m: MeetupPolicyTarget) => isOrganiserCoHostOrAdmin(a, m);
/** Whoever may see the meetup reads its discussion. */
export const canReadComments = (a: Who, m: MeetupPolicyTarget) => canRead(a, m);
/** Attendees, the organiser and co-hosts post; not on a cancelled meetup, whose discussion is closed. */
export const canComment = (a: Who, m: MeetupPolicyTarget) =>
  !!a && canRead(a, m) && m.bookingStatus !== 'cancelled' && (isOrganiser(a, m) || m.isCoHost === true || m.isAttending === true);
/** One's own comment, or any comment for those who moderate. */
export const canDeleteComment = (a: Who, m: MeetupPolicyTarget, authorId: string) => !!a && (a.userId === authorId || canModerate(a, m));
/** Joining a whole series: what joining one occurrence needs, asked of the series' organiser. */
export const canJoinSeries = (a: Who, organizerId: string) => !!a && a.role === 'professional' && a.userId !== organizerId;

export function abilities(a: Who, m: MeetupPolicyTarget): MeetupAbilities {
  return {
    edit: canEdit(a, m),
    cancel: canCancel(a, m),
    decide: canDecide(a, m) && m.bookingStatus === 'pending',
    set_rate: canSetRate(a, m),
    join: canJoin(a, m),
    manage_attendees: canManageAttendees(a, m),
    cancel_booking: canCancelBooking(a, m),
  };
}

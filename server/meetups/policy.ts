// Pure "may this actor do X to this meetup" rules (docs/product.md §6; issue "Meetups, venue bookings").
// The routes ask these; the API returns the answers as `abilities` so the web never re-derives them.
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
};

type Who = PolicyActor;

const isOrganiser = (a: Who, m: MeetupPolicyTarget) => !!a && a.userId === m.organizerId;
const isVenueOwner = (a: Who, m: MeetupPolicyTarget) => !!a && !!m.venueOwnerId && a.userId === m.venueOwnerId;

/** Professionals (and admins) browse meetups; venue users see those at their venues only. */
export const canList = (a: Who) => !!a && (a.role === 'professional' || a.isAdmin);

/**
 * Approved meetups: professionals, admins, the venue owner. Pending and rejected ones: only the
 * organiser, the venue owner and admins. Cancelled ones also their attendees (marked Cancelled).
 */
export function canRead(a: Who, m: MeetupPolicyTarget): boolean {
  if (!a) return false;
  if (a.isAdmin || isOrganiser(a, m) || isVenueOwner(a, m) || m.isCoHost) return true;
  if (m.bookingStatus === 'cancelled' && m.isAttending) return true;
  return m.bookingStatus === 'approved' && a.role === 'professional';
}

export const canCreate = (a: Who) => !!a && a.role === 'professional';
/** A cancelled meetup is final: nobody edits or cancels it again. */
export const canEdit = (a: Who, m: MeetupPolicyTarget) => !!a && (isOrganiser(a, m) || a.isAdmin) && m.bookingStatus !== 'cancelled';
export const canCancel = canEdit;
/** Only the owner of the venue (or an admin) decides on a booking request. */
export const canDecide = (a: Who, m: MeetupPolicyTarget) => !!a && (isVenueOwner(a, m) || a.isAdmin);
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
export const canSeeRates = (a: Who, m: MeetupPolicyTarget) => !!a && (isOrganiser(a, m) || isVenueOwner(a, m) || a.isAdmin);

/** Issue 15: the organiser, co-hosts and admins see the full list, export it, check people in and write to attendees. */
export const canManageAttendees = (a: Who, m: MeetupPolicyTarget) => !!a && (isOrganiser(a, m) || a.isAdmin || !!m.isCoHost);
/** Who's going: those who manage it and the attendees themselves; nobody else learns who comes. */
export const canSeeAttendees = (a: Who, m: MeetupPolicyTarget) => canManageAttendees(a, m) || (!!a && !!m.isAttending);
/** Only the organiser (or an admin) chooses co-hosts; a co-host cannot make more co-hosts. */
export const canChooseCoHosts = (a: Who, m: MeetupPolicyTarget) => !!a && (isOrganiser(a, m) || a.isAdmin) && m.bookingStatus !== 'cancelled';
/**
 * May moderate this meetup's discussion (delete anyone's comment): the organiser and admins, and
 * its co-hosts (issue 15), through `m.isCoHost`. The one rule for moderation.
 */
export const canModerate = (a: Who, m: MeetupPolicyTarget) => !!a && (isOrganiser(a, m) || a.isAdmin || m.isCoHost === true);
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

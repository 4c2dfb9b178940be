import { and, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import { meetups, venues } from '../db/schema/index';
import type { Tx } from '../db/client';
import type { MeetupRow } from '../meetups/presenter';
import { ApiError, forbidden, notFound } from '../errors';
import { type CommandDeps, queueMeetupEmail } from '../meetups/effects';
import { canDecide, canRead, isVenueOwnerOrAdmin } from '../meetups/policy';
import { canEdit as canEditVenue } from '../venues/policy';
import { policyTarget } from '../meetups/presenter';
import { loadMeetup } from '../meetups/queries';
import { lockMeetup } from '../meetups/seats';
import { notify } from '../notifications/notify';
import type { Actor } from '../plugins/actor';
import { publishChange } from '../realtime/publish';
import { meetupAudience } from '../meetups/audience';
import { scheduleReminder } from '../reminders/schedule';
import { queueFollowerFanOut } from '../follows/fanout';
import { alternativeVenues, alternativesSentence } from './alternatives';
import { dropDeadline } from './deadline';
import { occupancyRange, refuseOverlap } from './occupancy';

export type Decision = { kind: 'approve' } | { kind: 'reject'; reason: string };

const decided = (status: string) =>
  status === 'expired' || status === 'pending'
    ? ApiError.say(409, 'booking_expired', 'api.bookings.expired', undefined, { booking_status: 'expired' })
    : ApiError.say(409, 'booking_already_decided', 'api.bookings.alreadyDecided', { status }, { booking_status: status });

/**
 * Approve or reject a pending booking request, exactly once (docs/product.md §4). The state change is one
 * conditional UPDATE … WHERE booking_status = 'pending' (and, for non-admins, the venue is
 * theirs): of two owners' tabs deciding at once, PostgreSQL lets exactly one row change through;
 * the other re-reads the committed row, matches nothing and gets a 409 naming the outcome.
 * Approving also meets the venue-time exclusion constraint: a request overlapping an approved
 * booking at the venue is refused with 409 booking_conflict naming that booking's time (0017).
 */
export async function decideBooking(deps: CommandDeps, actor: Actor, meetupId: string, decision: Decision, { tellOrganiser = true } = {}) {
  let slot: { venueId: string; range: string; exceptId: string } | null = null;
  return refuseOverlap(deps.db, () => deps.db.transaction(async (tx) => {
    const m = await loadMeetup(tx, meetupId, actor);
    if (!m || !canRead(actor, policyTarget(m))) throw notFound('api.bookings.requestNotFound');
    if (!canDecide(actor, policyTarget(m))) throw forbidden('api.bookings.ownerDecidesOnly');
    const now = new Date();
    // Rows written before 0017 (or by hand) may lack a range: approving gives them one.
    const setup = !m.occupies && m.venueId ? (await tx.select({ setupTime: venues.setupTime }).from(venues).where(eq(venues.id, m.venueId)))[0]?.setupTime : undefined;
    const range = m.occupies ?? (setup !== undefined ? occupancyRange(m, setup) : null);
    if (m.venueId && range) slot = { venueId: m.venueId, range, exceptId: m.id };
    const changes =
      decision.kind === 'approve'
        ? { bookingStatus: 'approved', approvedAt: now, rejectedAt: null, rejectionReason: null, occupies: range }
        : { bookingStatus: 'rejected', rejectedAt: now, rejectionReason: decision.reason, approvedAt: null };
    const ownVenue = actor.isAdmin ? undefined : inArray(meetups.venueId, tx.select({ id: venues.id }).from(venues).where(eq(venues.ownerId, actor.userId)));
    const [row] = await tx
      .update(meetups)
      .set(changes)
      // Only before the response deadline: at it the request expires (the expiry job may lag).
      .where(and(eq(meetups.id, meetupId), eq(meetups.bookingStatus, 'pending'), or(isNull(meetups.bookingExpiresAt), gt(meetups.bookingExpiresAt, now)), ownVenue))
      .returning();
    if (!row) {
      const [now] = await tx.select({ status: meetups.bookingStatus }).from(meetups).where(eq(meetups.id, meetupId));
      if (!now) throw notFound('api.bookings.requestNotFound');
      if (now.status === 'pending' && !isVenueOwnerOrAdmin(actor, m)) throw forbidden('api.bookings.ownerDecidesOnly');
      throw decided(now.status);
    }
    // Decided: no deadline any more; an approved meetup gets its reminder (at once when it starts within 24 h).
    await dropDeadline(tx, row.id);
    await scheduleReminder(tx, row);
    // Followers of the organiser, the venue and its partner page hear of it after commit (issue 26).
    if (row.bookingStatus === 'approved') await queueFollowerFanOut(tx, row);
    // A series' occurrences approved together are announced once, by the caller (server/meetups/series.ts).
    if (tellOrganiser) await tellOrganiserOf(tx, deps, row, decision);
    await publishChange(tx, { table: 'meetups', type: 'UPDATE', id: row.id, audience: meetupAudience(row.bookingStatus, row.organizerId, m.venueOwnerId) });
    return row;
  }), () => slot);
}

/** The organiser hears the decision in-app and by email (with other venues free then, for a rejection). */
async function tellOrganiserOf(tx: Tx, deps: CommandDeps, row: MeetupRow, decision: Decision) {
  const approved = decision.kind === 'approve';
  const alternatives = approved ? [] : await alternativeVenues(tx, row);
  await notify(tx, {
    userId: row.organizerId,
    type: approved ? 'booking_approved' : 'booking_rejected',
    title: { id: approved ? 'api.notices.bookingApprovedTitle' : 'api.notices.bookingRejectedTitle' },
    message: (t) =>
      approved
        ? t('api.notices.bookingApproved', { venue: row.venueName ?? '', meetup: row.title })
        : t('api.notices.bookingRejected', { venue: row.venueName ?? '', meetup: row.title, reason: decision.kind === 'reject' ? decision.reason : '' }) + alternativesSentence(alternatives, t),
    data: { meetupId: row.id, url: `/meetups/${row.id}`, ...(approved ? {} : { alternatives }) },
  });
  await queueMeetupEmail(
    tx,
    deps,
    decision.kind === 'approve'
      ? { userId: row.organizerId, type: 'booking_approved', meetup: row }
      : { userId: row.organizerId, type: 'booking_rejected', meetup: row, reason: decision.reason, alternatives },
  );
}

/** Per-meetup venue rate override in pence (null: the venue's default applies). Owner or admin. */
export async function setRateOverride(deps: CommandDeps, actor: Actor, meetupId: string, pence: number | null) {
  return deps.db.transaction(async (tx) => {
    await lockMeetup(tx, meetupId);
    const m = await loadMeetup(tx, meetupId, actor);
    if (!m || !canRead(actor, policyTarget(m))) throw notFound('api.meetups.notFound');
    if (!canDecide(actor, policyTarget(m))) throw forbidden('api.bookings.ownerSetsMeetupRate');
    const [row] = await tx.update(meetups).set({ venueRateOverride: pence }).where(eq(meetups.id, meetupId)).returning();
    await publishChange(tx, { table: 'meetups', type: 'UPDATE', id: row.id, audience: { userIds: [row.organizerId, ...(m.venueOwnerId ? [m.venueOwnerId] : [])] } });
    return row;
  });
}

/** The venue's default booking rate in pence. Owner or admin. */
export async function setDefaultRate(deps: CommandDeps, actor: Actor, venueId: string, pence: number) {
  return deps.db.transaction(async (tx) => {
    const [v] = await tx.select({ ownerId: venues.ownerId }).from(venues).where(eq(venues.id, venueId));
    if (!v) throw notFound('api.venues.notFound');
    if (!canEditVenue(actor, v)) throw forbidden('api.bookings.ownerChangesRate');
    const [row] = await tx.update(venues).set({ defaultBookingRate: pence }).where(eq(venues.id, venueId)).returning();
    await publishChange(tx, { table: 'venues', type: 'UPDATE', id: venueId, audience: 'signedIn' });
    return row;
  });
}

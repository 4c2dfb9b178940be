import { and, asc, eq } from 'drizzle-orm';
import type { SeriesApprovalDto, SeriesAttendanceDto, SeriesDto } from '../../contracts/community';
import { longDate } from '../../contracts/format';
import type { Db } from '../db/client';
import { meetupSeries, meetupSeriesMembers, meetups, profiles } from '../db/schema/index';
import { ApiError, forbidden, notFound } from '../errors';
import { decideBooking } from '../bookings/decide-booking';
import { notify } from '../notifications/notify';
import type { Actor } from '../plugins/actor';
import { type CommandDeps, queueMeetupEmail } from './effects';
import { canDecide, canJoinSeries, canRead } from './policy';
import { policyTarget, presentMeetup, type MeetupContext } from './presenter';
import { loadMeetups } from './queries';
import type { Frequency } from './series-dates';
import { setAttendance } from './toggle-attendance';

// A recurring series (issue 16, docs/product.md §4 Recurring meetups): occurrences are meetups of
// their own; these commands act on all of them at once (the owner approves the series, a member
// joins it) and report, occurrence by occurrence, what could not be done.

export type SeriesRow = typeof meetupSeries.$inferSelect;

/** The series, its occurrences in order (with the viewer's context) and whether the viewer joined it; 404 when they may see none. */
export async function loadSeries(db: Db, id: string, actor: Actor) {
  const [series] = await db.select().from(meetupSeries).where(eq(meetupSeries.id, id));
  if (!series) throw notFound('api.meetups.seriesNotFound');
  const ids = await db.select({ id: meetups.id }).from(meetups).where(eq(meetups.seriesId, id)).orderBy(asc(meetups.seriesIndex));
  const all = (await loadMeetups(db, ids.map((r) => r.id), actor)).sort((a, b) => (a.seriesIndex ?? 0) - (b.seriesIndex ?? 0));
  const visible = all.filter((m) => canRead(actor, policyTarget(m)));
  if (visible.length === 0) throw notFound('api.meetups.seriesNotFound');
  const [member] = await db.select().from(meetupSeriesMembers).where(and(eq(meetupSeriesMembers.seriesId, id), eq(meetupSeriesMembers.userId, actor.userId)));
  return { series, all, visible, isMember: !!member };
}

const openToJoin = (m: MeetupContext, now: Date) => m.bookingStatus === 'approved' && !policyTarget(m, now).isPast;

export function presentSeries(s: Awaited<ReturnType<typeof loadSeries>>, actor: Actor, now = new Date()): SeriesDto {
  return {
    id: s.series.id,
    frequency: s.series.frequency as Frequency,
    until: s.series.until,
    organizer_id: s.series.organizerId,
    occurrences: s.visible.map((m) => {
      const dto = presentMeetup(m, actor, now);
      return { id: m.id, date: dto.date, time: dto.time, starts_at: dto.starts_at, booking_status: dto.booking_status, is_past: dto.is_past, is_attending: dto.is_attending, is_full: dto.is_full };
    }),
    is_member: s.isMember,
    abilities: {
      join: canJoinSeries(actor, s.series.organizerId) && s.visible.some((m) => openToJoin(m, now)),
      approve: s.visible.some((m) => m.bookingStatus === 'pending' && canDecide(actor, policyTarget(m, now))),
    },
  };
}

const outcome = (m: MeetupContext, err: unknown) => {
  if (!(err instanceof ApiError) || err.statusCode >= 500) throw err;
  return { id: m.id, date: m.date, message: err.message };
};

/**
 * The venue owner approves every pending occurrence in one action. Each is still decided on its
 * own (the exclusion constraint checks its time, docs/decisions/0017), so one taken slot leaves
 * the others approved; the answer names those that could not be. The organiser hears once.
 */
export async function approveSeries(deps: CommandDeps, actor: Actor, id: string): Promise<SeriesApprovalDto> {
  const s = await loadSeries(deps.db, id, actor);
  const pending = s.visible.filter((m) => m.bookingStatus === 'pending');
  if (!s.visible.some((m) => canDecide(actor, policyTarget(m)))) throw forbidden('api.bookings.ownerDecidesOnly');
  const approved: string[] = [];
  const notApproved: SeriesApprovalDto['not_approved'] = [];
  for (const m of pending) {
    try {
      await decideBooking(deps, actor, m.id, { kind: 'approve' }, { tellOrganiser: false });
      approved.push(m.id);
    } catch (err) {
      notApproved.push(outcome(m, err));
    }
  }
  if (approved.length > 0) {
    const [first] = await deps.db.select().from(meetups).where(eq(meetups.id, approved[0]));
    await deps.db.transaction(async (tx) => {
      await notify(tx, {
        userId: first.organizerId,
        type: 'booking_approved',
        title: { id: 'api.notices.seriesApprovedTitle' },
        message: (t, locale) =>
          t('api.notices.seriesApproved', { venue: first.venueName ?? '', count: approved.length, meetup: first.title }) +
          (notApproved.length ? t('api.notices.seriesSkipped', { count: notApproved.length, dates: new Intl.ListFormat(locale, { type: 'unit', style: 'short' }).format(notApproved.map((o) => longDate(o.date, { locale }))) }) : ''),
        data: { meetupId: first.id, seriesId: id, url: `/meetups/${first.id}` },
      });
      await queueMeetupEmail(tx, deps, { userId: first.organizerId, type: 'booking_approved', meetup: first });
    });
  }
  return { approved, not_approved: notApproved };
}

/**
 * Joins (or leaves) every upcoming occurrence; joining also records the series membership (the
 * calendar feed then carries the series' RRULE). Full occurrences are skipped and named. The
 * organiser hears once.
 */
export async function setSeriesAttendance(deps: CommandDeps, actor: Actor, id: string, attending: boolean): Promise<SeriesAttendanceDto> {
  const s = await loadSeries(deps.db, id, actor);
  if (attending && !canJoinSeries(actor, s.series.organizerId)) {
    if (actor.userId === s.series.organizerId) throw ApiError.say(409, 'is_organiser', 'api.meetups.organisingSeries');
    throw forbidden('api.meetups.professionalsJoin');
  }
  const now = new Date();
  const targets = s.visible.filter((m) => openToJoin(m, now) && m.isAttending !== attending);
  const changed: string[] = [];
  const skipped: SeriesAttendanceDto['skipped'] = [];
  for (const m of targets) {
    try {
      await setAttendance(deps, actor, m.id, attending, { tellOrganiser: false });
      changed.push(m.id);
    } catch (err) {
      skipped.push(outcome(m, err));
    }
  }
  await deps.db.transaction(async (tx) => {
    if (attending) await tx.insert(meetupSeriesMembers).values({ seriesId: id, userId: actor.userId }).onConflictDoNothing();
    else await tx.delete(meetupSeriesMembers).where(and(eq(meetupSeriesMembers.seriesId, id), eq(meetupSeriesMembers.userId, actor.userId)));
    if (changed.length === 0 || actor.userId === s.series.organizerId) return;
    const [me] = await tx.select({ name: profiles.name }).from(profiles).where(eq(profiles.id, actor.userId));
    await notify(tx, {
      userId: s.series.organizerId,
      type: attending ? 'attendee_joined' : 'attendee_left',
      title: { id: attending ? 'api.notices.seriesJoinedTitle' : 'api.notices.seriesLeftTitle' },
      message: (t) =>
        t(attending ? 'api.notices.seriesJoined' : 'api.notices.seriesLeft', { name: me?.name || t('api.notices.aMember'), count: changed.length, meetup: s.all[0]?.title ?? t('api.notices.yourSeries') }),
      data: { meetupId: changed[0], seriesId: id, url: `/meetups/${changed[0]}` },
    });
  });
  return { is_member: attending, changed, skipped };
}

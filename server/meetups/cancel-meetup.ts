import { eq, sql } from 'drizzle-orm';
import { meetupAttendees, meetups } from '../db/schema/index';
import { forbidden, notFound } from '../errors';
import { notify } from '../notifications/notify';
import type { Actor } from '../plugins/actor';
import { publishChange } from '../realtime/publish';
import { dropReminders } from '../reminders/schedule';
import { meetupAudience } from './audience';
import type { CommandDeps } from './effects';
import { canCancel } from './policy';
import { policyTarget } from './presenter';
import { loadMeetup } from './queries';
import { formatMeetupWhen } from './time';

/** The organiser (or an admin) cancels: the meetup is removed; attendees and the venue are told. */
export async function cancelMeetup(deps: CommandDeps, actor: Actor, id: string) {
  await deps.db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from ${meetups} where ${meetups.id} = ${id} for update`);
    const m = await loadMeetup(tx, id, actor.userId);
    if (!m) throw notFound('Meetup not found.');
    const target = policyTarget(m);
    if (!canCancel(actor, target)) {
      if (m.bookingStatus !== 'approved' && m.venueOwnerId !== actor.userId) throw notFound('Meetup not found.');
      throw forbidden('Only the organiser can cancel this meetup.');
    }
    const attendees = await tx.select({ userId: meetupAttendees.userId }).from(meetupAttendees).where(eq(meetupAttendees.meetupId, id));
    await tx.delete(meetups).where(eq(meetups.id, id));
    await dropReminders(tx, id);
    if (!target.isPast) {
      const message = `"${m.title}" on ${formatMeetupWhen(m.date, m.time)} at ${m.venueName} has been cancelled by the organiser.`;
      const told = new Set<string>();
      for (const a of attendees) if (a.userId !== m.organizerId) told.add(a.userId);
      if (m.venueOwnerId && m.venueOwnerId !== actor.userId && m.bookingStatus !== 'rejected') told.add(m.venueOwnerId);
      for (const userId of told) await notify(tx, { userId, type: 'info', title: 'Meetup cancelled', message, data: { meetupId: id } });
    }
    await publishChange(tx, { table: 'meetups', type: 'DELETE', id, audience: meetupAudience(m.bookingStatus, m.organizerId, m.venueOwnerId) });
  });
}

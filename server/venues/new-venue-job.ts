import { and, eq, ne } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { profiles, users, venues } from '../db/schema/index';
import { queueTemplateEmail } from '../email/email-user';
import { enqueue } from '../jobs/queue';
import type { JobHandler } from '../jobs/task';
import { notify } from '../notifications/notify';

export const NEW_VENUE_TASK = 'new_venue_announcement';

/**
 * Queued by createVenue in its transaction: the job exists only if the venue commits, and runs
 * after that on any instance, so the owner's request never renders one email per professional.
 */
export const queueNewVenueAnnouncement = (tx: Tx, venueId: string) => enqueue(tx, NEW_VENUE_TASK, { venueId }, { jobKey: `${NEW_VENUE_TASK}:${venueId}` });

/** docs/product.md §6: only professionals with active status hear about new venues (suspended accounts do not). */
const announce: JobHandler = async (tx, deps, job) => {
  const { venueId } = job.payload as { venueId: string };
  const [venue] = await tx.select().from(venues).where(eq(venues.id, venueId));
  if (!venue) return; // deleted before the job ran: nothing to announce
  const recipients = await tx
    .select({ id: profiles.id })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.id))
    .where(and(eq(profiles.role, 'professional'), eq(profiles.subscriptionStatus, 'active'), eq(users.isSuspended, false), ne(profiles.id, venue.ownerId)));
  const ctx = { appName: deps.appName, origin: deps.origin };
  const facts = { id: venue.id, name: venue.name, address: venue.address, capacity: venue.capacity, venue_type: venue.venueType, owner_name: venue.ownerName };
  for (const { id } of recipients) {
    await notify(tx, {
      userId: id,
      type: 'new_venue',
      title: { id: 'api.notices.newVenueTitle' },
      message: venue.address ? { id: 'api.notices.newVenueAt', values: { venue: venue.name, address: venue.address } } : { id: 'api.notices.newVenue', values: { venue: venue.name } },
      data: { venueId: venue.id, venueName: venue.name },
    });
    await queueTemplateEmail(tx, ctx, { userId: id, type: 'new_venue_notification', data: { venue: facts } });
  }
};

export const NEW_VENUE_HANDLERS: Record<string, JobHandler> = { [NEW_VENUE_TASK]: announce };

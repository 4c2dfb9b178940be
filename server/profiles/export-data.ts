import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { emailLogs, meetupAttendees, meetupComments, meetupSeries, meetupSeriesMembers, meetups, notifications, partnerProfiles, profiles, venueRatings, venues } from '../db/schema/index';
import { followsForExport } from '../follows/queries';
import { presentNotification } from '../notifications/presenter';
import { exportConnections } from '../connections/export';
import { safetyExport } from '../safety/export';
import { presentProfile } from './presenter';
import { exportDismissals } from '../people/export';
import { exportMessages } from '../messages/export';
import { exportSignIn } from '../auth/export';
import { exportDevices } from '../push/devices';
import type { Translate } from '../../contracts/i18n/messages';

/**
 * "Download my data" (docs/product.md §2 Settings → Privacy; GDPR right of access): everything we hold
 * about the signed-in user, in the API's field names (docs/product.md §3). Password hashes, session and token rows
 * are security records, not the user's content, and stay out.
 */
export async function exportOwnData(db: Db, user: { userId: string; email: string; isAdmin: boolean }, t: Translate) {
  const id = user.userId;
  const [profile] = await db.select().from(profiles).where(eq(profiles.id, id));
  const [own, attending, ownedVenues, ratings, partner, notes, mail, comments, seriesJoined, network, following, dismissed] = await Promise.all([
    db
      .select({ id: meetups.id, title: meetups.title, date: meetups.date, time: meetups.time, venue_name: meetups.venueName, booking_status: meetups.bookingStatus, created_at: meetups.createdAt })
      .from(meetups)
      .where(eq(meetups.organizerId, id)),
    db
      .select({ meetup_id: meetupAttendees.meetupId, title: meetups.title, date: meetups.date, joined_at: meetupAttendees.createdAt })
      .from(meetupAttendees)
      .innerJoin(meetups, eq(meetups.id, meetupAttendees.meetupId))
      .where(eq(meetupAttendees.userId, id)),
    db.select({ id: venues.id, name: venues.name, address: venues.address, capacity: venues.capacity, created_at: venues.createdAt }).from(venues).where(eq(venues.ownerId, id)),
    db
      .select({ venue_id: venueRatings.venueId, venue_name: venues.name, score: venueRatings.score, comment: venueRatings.comment, updated_at: venueRatings.updatedAt })
      .from(venueRatings)
      .innerJoin(venues, eq(venues.id, venueRatings.venueId))
      .where(eq(venueRatings.userId, id)),
    db
      .select({ slug: partnerProfiles.slug, display_name: partnerProfiles.displayName, short_bio: partnerProfiles.shortBio, website_url: partnerProfiles.websiteUrl })
      .from(partnerProfiles)
      .where(eq(partnerProfiles.createdBy, id)),
    db.select().from(notifications).where(eq(notifications.userId, id)).orderBy(desc(notifications.createdAt)),
    db
      .select({ created_at: emailLogs.createdAt, subject: emailLogs.subject, template_type: emailLogs.templateType, status: emailLogs.status })
      .from(emailLogs)
      .where(eq(emailLogs.toEmail, user.email))
      .orderBy(desc(emailLogs.createdAt))
      .limit(500),
    db
      .select({ id: meetupComments.id, meetup_id: meetupComments.meetupId, meetup_title: meetups.title, body: meetupComments.body, created_at: meetupComments.createdAt })
      .from(meetupComments)
      .innerJoin(meetups, eq(meetups.id, meetupComments.meetupId))
      .where(eq(meetupComments.userId, id))
      .orderBy(desc(meetupComments.createdAt)),
    db
      .select({ series_id: meetupSeriesMembers.seriesId, frequency: meetupSeries.frequency, joined_at: meetupSeriesMembers.createdAt })
      .from(meetupSeriesMembers)
      .innerJoin(meetupSeries, eq(meetupSeries.id, meetupSeriesMembers.seriesId))
      .where(eq(meetupSeriesMembers.userId, id)),
    exportConnections(db, id),
    // Issue 26: the organisers, venues and partner pages the member follows.
    followsForExport(db, id),
    exportDismissals(db, id),
  ]);
  const safety = await safetyExport(db, id);
  return {
    exported_at: new Date().toISOString(),
    profile: profile ? presentProfile(profile, { isAdmin: user.isAdmin }) : null,
    meetups_organised: own,
    meetups_attending: attending,
    venues: ownedVenues,
    venue_ratings: ratings,
    meetup_comments: comments,
    series_joined: seriesJoined,
    ...network,
    partner_profile: partner[0] ?? null,
    notifications: notes.map(presentNotification),
    emails_sent_to_you: mail,
    following,
    suggestions_dismissed: dismissed,
    ...safety,
    messages: await exportMessages(db, id),
    // Issue 28: the providers the member signs in with.
    ...(await exportSignIn(db, id)),
    // Issue 28: the devices that receive push notifications (their push keys stay out).
    push_devices: await exportDevices(db, id, t),
  };
}

import { asc, eq } from 'drizzle-orm';
import { queueDeadline, responseDeadline } from '../bookings/deadline';
import { placeOf } from '../meetups/place';
import { occupancyRange } from '../bookings/occupancy';
import { createProfile } from '../profiles/create-profile';
import { scheduleReminder } from '../reminders/schedule';
import type { Tx } from './client';
import { meetupAttendees, meetups, notifications, profiles, users, venues } from './schema/index';
import { translator } from '../i18n/translate';

const t = translator(null);


/** Extra professionals who attend the demo meetups (they can sign in with the demo password). */
const ATTENDEES = [
  { email: 'daniel.kim@civicconnect.example', name: 'Daniel Kim', country: 'United Kingdom' },
  { email: 'aisha.bello@civicconnect.example', name: 'Aisha Bello', country: 'Nigeria' },
  { email: 'lukas.weber@civicconnect.example', name: 'Lukas Weber', country: 'Germany' },
  { email: 'mei.tanaka@civicconnect.example', name: 'Mei Tanaka', country: 'Japan' },
  { email: 'sofia.costa@civicconnect.example', name: 'Sofia Costa', country: 'Portugal' },
  { email: 'owen.jones@civicconnect.example', name: 'Owen Jones', country: 'United Kingdom' },
];

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

type Plan = {
  title: string;
  description: string;
  offset: number;
  time: string;
  duration: number;
  status: 'approved' | 'pending' | 'rejected';
  organiser: 'professional' | 'admin';
  max: number;
  attendees: number;
  tags: string[];
  type: string;
  extra?: Partial<typeof meetups.$inferInsert>;
};

const PLANS: Plan[] = [
  { title: 'Open Data Breakfast: transport and air quality', description: 'Short talks from council data teams on publishing live transport and air-quality feeds, then an hour of coffee and conversation. Bring a laptop if you want to try the new APIs.', offset: 6, time: '08:30', duration: 120, status: 'approved', organiser: 'professional', max: 40, attendees: 5, tags: ['open-data', 'transport'], type: 'networking', extra: { hasNetworkingTime: true, providesRefreshments: true, experienceLevel: 'all', targetAudience: 'Council officers, civic technologists and journalists' } },
  { title: 'Participatory budgeting: lessons from five cities', description: 'A panel of organisers who have run participatory budgeting rounds shares what worked, what did not and what they would do differently.', offset: 13, time: '18:30', duration: 90, status: 'approved', organiser: 'admin', max: 60, attendees: 4, tags: ['democracy', 'budgeting'], type: 'panel', extra: { hasLiveStreaming: true, allowsPhotography: true } },
  { title: 'Accessible services design clinic', description: 'Bring a form, a page or a service you are working on and get practical accessibility feedback from experienced practitioners.', offset: 20, time: '14:00', duration: 180, status: 'approved', organiser: 'professional', max: 6, attendees: 6, tags: ['accessibility', 'design'], type: 'workshop', extra: { registrationRequired: true, experienceLevel: 'intermediate' } },
  { title: 'Civic tech monthly social', description: 'Our informal monthly get-together for anyone building technology for the public good.', offset: 27, time: '19:00', duration: 150, status: 'approved', organiser: 'professional', max: 80, attendees: 3, tags: ['community'], type: 'social', extra: { isRecurring: true, recurringFrequency: 'monthly', hasNetworkingTime: true, providesRefreshments: true } },
  { title: 'Housing data roundtable', description: 'A closed-door roundtable on sharing housing register data safely between councils and housing associations.', offset: 9, time: '10:00', duration: 120, status: 'pending', organiser: 'professional', max: 20, attendees: 0, tags: ['housing', 'data-sharing'], type: 'roundtable', extra: { requiresDressCode: true, dressCodeType: 'business_casual' } },
  { title: 'Neighbourhood planning hackathon', description: 'Two days of building tools that help residents take part in local planning decisions.', offset: 16, time: '09:00', duration: 480, status: 'pending', organiser: 'admin', max: 50, attendees: 0, tags: ['planning', 'hackathon'], type: 'hackathon' },
  { title: 'Smart city sensors workshop', description: 'Hands-on session on low-cost environmental sensors.', offset: 11, time: '13:00', duration: 180, status: 'rejected', organiser: 'professional', max: 25, attendees: 0, tags: ['sensors', 'iot'], type: 'workshop', extra: { rejectionReason: 'The main hall is closed for refurbishment that week. Any date after the 20th works.' } },
  { title: 'Digital inclusion forum', description: 'Libraries, charities and councils on getting everyone online.', offset: -12, time: '17:30', duration: 120, status: 'approved', organiser: 'professional', max: 45, attendees: 4, tags: ['inclusion'], type: 'talk' },
];

/**
 * Demo meetups at the seeded venues in every booking state (approved, pending, rejected, one
 * full, one past), with attendees and the notifications they would have produced.
 */
export async function seedMeetups(tx: Tx, passwordHash: string) {
  const allVenues = await tx.select().from(venues).orderBy(asc(venues.createdAt), asc(venues.name));
  if (allVenues.length === 0) return;
  const [pro] = await tx.select().from(profiles).where(eq(profiles.email, 'professional@civicconnect.example'));
  const [admin] = await tx.select().from(profiles).where(eq(profiles.email, 'admin@civicconnect.example'));
  if (!pro || !admin) return;

  const attendeeIds: string[] = [];
  for (const a of ATTENDEES) {
    const [user] = await tx.insert(users).values({ email: a.email, passwordHash, userMetadata: { name: a.name }, emailConfirmedAt: new Date() }).onConflictDoNothing().returning();
    if (!user) continue;
    await createProfile(tx, { id: user.id, email: a.email, name: a.name });
    await tx.update(profiles).set({ role: 'professional', subscriptionStatus: 'active', subscriptionTier: 'professional', country: a.country }).where(eq(profiles.id, user.id));
    attendeeIds.push(user.id);
  }

  // Pending and rejected requests go to the demo venue owner's venues, so /venue-management has work.
  const [venueOwner] = await tx.select().from(profiles).where(eq(profiles.email, 'venue@civicconnect.example'));
  const owned = venueOwner ? allVenues.filter((v) => v.ownerId === venueOwner.id) : [];
  // Approved meetups alternate between the demo owner's venues (so they have history) and the rest.
  const others = allVenues.filter((v) => !owned.includes(v));
  let nextOwned = 0;
  let nextOther = 0;
  let approvedSeen = 0;
  const pick = (status: Plan['status']) => {
    const useOwned = owned.length > 0 && (status !== 'approved' || others.length === 0 || approvedSeen++ % 2 === 1);
    return useOwned ? owned[nextOwned++ % owned.length] : others[nextOther++ % others.length];
  };

  const now = new Date();
  for (const p of PLANS) {
    const v = pick(p.status);
    const organiser = p.organiser === 'professional' ? pro : admin;
    const max = v.capacity > 0 ? Math.min(p.max, v.capacity) : p.max;
    const [m] = await tx
      .insert(meetups)
      .values({
        title: p.title,
        description: p.description,
        date: day(p.offset),
        time: p.time,
        duration: p.duration,
        venueId: v.id,
        venueName: v.name,
        venueAddress: v.address,
        venuePlace: await placeOf(v.address),
        latitude: v.latitude,
        longitude: v.longitude,
        organizerId: organiser.id,
        organizerName: organiser.name,
        maxAttendees: max,
        tags: p.tags,
        meetupType: p.type,
        // Approved demo bookings fall on different days, so their venue time never overlaps (0017).
        occupies: occupancyRange({ date: day(p.offset), time: p.time, duration: p.duration, latitude: v.latitude, longitude: v.longitude }, v.setupTime),
        bookingStatus: p.status,
        bookingExpiresAt: p.status === 'pending' ? responseDeadline({ date: day(p.offset), time: p.time, duration: p.duration, latitude: v.latitude, longitude: v.longitude }, now) : null,
        approvedAt: p.status === 'approved' ? now : null,
        rejectedAt: p.status === 'rejected' ? now : null,
        ...p.extra,
        rejectionReason: p.status === 'rejected' ? (p.extra?.rejectionReason ?? 'Not available on that date.') : null,
      })
      .returning();
    const going = attendeeIds.slice(0, Math.min(p.attendees, max));
    // The demo professional attends the admin's meetups, so their "attending" list is not empty.
    if (p.status === 'approved' && p.organiser === 'admin' && going.length < max) going.push(pro.id);
    if (p.status === 'approved' && p.offset > 0) await scheduleReminder(tx, m);
    if (going.length) await tx.insert(meetupAttendees).values(going.map((userId) => ({ meetupId: m.id, userId })));
    if (p.status === 'pending' && m.bookingExpiresAt) await queueDeadline(tx, m.id, m.bookingExpiresAt, now);
    // The demo's notifications say what the live ones say (the api catalogue), in the demo's English.
    if (p.status === 'pending')
      await tx.insert(notifications).values({ userId: v.ownerId, type: 'venue_booking', title: t('api.notices.bookingRequestTitle'), message: t('api.notices.bookingRequest', { name: organiser.name, meetup: m.title, venue: v.name }), data: { meetupId: m.id, venueId: v.id, url: '/venue-management?focus=approvals' } });
    if (p.status === 'approved' && p.offset > 0)
      await tx.insert(notifications).values({ userId: organiser.id, type: 'booking_approved', title: t('api.notices.bookingApprovedTitle'), message: t('api.notices.bookingApproved', { venue: v.name, meetup: m.title }), data: { meetupId: m.id, url: `/meetups/${m.id}` } });
    if (p.status === 'rejected')
      await tx.insert(notifications).values({ userId: organiser.id, type: 'booking_rejected', title: t('api.notices.bookingRejectedTitle'), message: t('api.notices.bookingRejected', { venue: v.name, meetup: m.title, reason: m.rejectionReason ?? '' }), data: { meetupId: m.id, url: `/meetups/${m.id}` } });
  }
}

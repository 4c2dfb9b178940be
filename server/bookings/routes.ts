import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cancelBookingBody, defaultRateBody, meetupDto, rateOverrideBody, rejectBody, venueManagementDto } from '../../contracts/meetups';
import type { AppDeps } from '../deps';
import type { CommandDeps } from '../meetups/effects';
import { presentMeetup } from '../meetups/presenter';
import { loadMeetup } from '../meetups/queries';
import { publicOrigin } from '../origin';
import { requireActor } from '../plugins/actor';
import { alternativeVenueDto, availabilityDto, availabilityQuery, ownerCalendarDto, type AlternativeVenueDto } from '../../contracts/bookings';
import { forbidden, notFound } from '../errors';
import { canRead, isOrganiserOrAdmin } from '../meetups/policy';
import { policyTarget } from '../meetups/presenter';
import { venuePlace } from '../venues/queries';
import { alternativesAndWhyNot } from './alternatives';
import { venueAvailability } from './availability';
import { cancelBooking } from './cancel-booking';
import { decideBooking, setDefaultRate, setRateOverride } from './decide-booking';
import { ownerCalendar, venueManagement } from './queries';

const idParams = z.object({ id: z.uuid({ error: 'api.bookings.requestNotFound' }) });

/** Venue bookings under /api: the owner's requests, approve / reject once, rates. */
export async function bookingRoutes(app: FastifyInstance, opts: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, config } = opts;
  const deps: CommandDeps = { db, emailTransport: opts.emailTransport, appName: config.appName, origin: publicOrigin(config) };

  r.get('/venue-management', { schema: { response: { 200: venueManagementDto } } }, async (req) => venueManagement(db, requireActor(req)));
  // The owner's calendar across their venues (issue 12): dates as in availability, at most 62 days.
  r.get('/venue-management/calendar', { schema: { querystring: availabilityQuery, response: { 200: ownerCalendarDto } } }, async (req) => ownerCalendar(db, requireActor(req), req.query.from, req.query.to));

  // When a venue is taken (issue 12): any signed-in member who may see the venue.
  r.get(
    '/venues/:venueId/availability',
    { schema: { params: z.object({ venueId: z.uuid({ error: 'api.venues.notFound' }) }), querystring: availabilityQuery, response: { 200: availabilityDto } } },
    async (req) => {
      const actor = requireActor(req);
      const venue = await venuePlace(db, req.params.venueId);
      return venueAvailability(db, venue, actor.userId, req.query.from, req.query.to);
    },
  );

  // Venues free at a meetup's time, nearest first (issue 12): for its organiser (or an admin),
  // e.g. on a rejected or expired request's page.
  r.get(
    '/meetups/:id/alternatives',
    {
      schema: {
        params: idParams,
        response: { 200: z.object({ alternatives: z.array(alternativeVenueDto), none_reason: z.string().nullable().describe('When there are none: why, in a sentence (capacity, the venues\' minimum hours, weekends, or bookings).') }) },
      },
    },
    async (req): Promise<{ alternatives: AlternativeVenueDto[]; none_reason: string | null }> => {
    const actor = requireActor(req);
    const m = await loadMeetup(db, req.params.id, actor);
    if (!m || !canRead(actor, policyTarget(m))) throw notFound('api.meetups.notFound');
    if (!isOrganiserOrAdmin(actor, m)) throw forbidden('api.bookings.organiserAlternativesOnly');
    return alternativesAndWhyNot(db, m, 3, req.locale);
  });

  r.post('/meetups/:id/approve', { schema: { params: idParams, response: { 200: meetupDto } } }, async (req) => {
    const actor = requireActor(req);
    const meetup = await decideBooking(deps, actor, req.params.id, { kind: 'approve' });
    return presentMeetup((await loadMeetup(db, meetup.id, actor))!, actor);
  });

  r.post('/meetups/:id/reject', { schema: { params: idParams, body: rejectBody, response: { 200: meetupDto } } }, async (req) => {
    const actor = requireActor(req);
    const meetup = await decideBooking(deps, actor, req.params.id, { kind: 'reject', reason: req.body.reason });
    return presentMeetup((await loadMeetup(db, meetup.id, actor))!, actor);
  });

  // The venue takes back an approved booking, with a reason for the organiser and attendees (issue 24).
  r.post('/meetups/:id/cancel-booking', { schema: { params: idParams, body: cancelBookingBody, response: { 200: meetupDto } } }, async (req) => {
    const actor = requireActor(req);
    const meetup = await cancelBooking(deps, actor, req.params.id, req.body.reason);
    return presentMeetup((await loadMeetup(db, meetup.id, actor))!, actor);
  });

  r.put('/meetups/:id/rate-override', { schema: { params: idParams, body: rateOverrideBody, response: { 200: meetupDto } } }, async (req) => {
    const actor = requireActor(req);
    const row = await setRateOverride(deps, actor, req.params.id, req.body.venue_rate_override);
    return presentMeetup((await loadMeetup(db, row.id, actor))!, actor);
  });

  r.put(
    '/venue-management/venues/:venueId/default-rate',
    { schema: { params: z.object({ venueId: z.uuid({ error: 'api.venues.notFound' }) }), body: defaultRateBody, response: { 200: z.object({ id: z.string(), default_booking_rate: z.number() }) } } },
    async (req) => {
      const actor = requireActor(req);
      const row = await setDefaultRate(deps, actor, req.params.venueId, req.body.default_booking_rate);
      return { id: row.id, default_booking_rate: row.defaultBookingRate };
    },
  );
}

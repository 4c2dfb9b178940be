import { BODY_LIMITS } from '../http/body-limits';
import { signedInBeforeBody } from '../http/before-body';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { meetupDto, meetupInput, meetupListDto, meetupListQuery, type MeetupListDto } from '../../contracts/meetups';
import { attendanceBody, attendanceResult } from '../../contracts/meetup-attendees';
import { jsonText, noContent, textBody } from '../http/responses';
import { writtenUnchecked } from '../http/response-serializer';
import type { AppDeps } from '../deps';
import { translator } from '../i18n/translate';
import { ApiError, forbidden, notFound } from '../errors';
import { publicOrigin } from '../origin';
import { requireActor } from '../plugins/actor';
import { cancelMeetup } from './cancel-meetup';
import { createMeetup } from './create-meetup';
import type { CommandDeps } from './effects';
import { icsFileName, meetupIcs } from './ics';
import { canCreate, canList, canRead, isKnownTo } from './policy';
import { policyTarget, presentMeetup } from './presenter';
import { meetupListCache } from './list-cache';
import { listMeetups, loadMeetup } from './queries';
import { setAttendance } from './toggle-attendance';
import { updateMeetup } from './update-meetup';

const idParams = z.object({ id: z.uuid({ error: 'api.meetups.notFound' }) });

/** Meetups API under /api: list (with nearby mode), read, create, edit, cancel, attendance, .ics. */
export async function meetupRoutes(app: FastifyInstance, opts: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, config } = opts;
  const deps: CommandDeps = { db, emailTransport: opts.emailTransport, appName: config.appName, origin: publicOrigin(config) };

  const upgradeRequired = () => ApiError.say(403, 'professional_required', 'api.meetups.upgradeRequired');

  // The hot list: written from its schema without a second check (response-serializer.ts
  // writtenUnchecked), and kept per viewer and query while nothing it reads changes (list-cache.ts).
  const listCache = meetupListCache(db);
  r.get('/meetups', { schema: { querystring: meetupListQuery, response: { 200: writtenUnchecked(meetupListDto) } } }, async (req, reply) => {
    const actor = requireActor(req);
    const q = req.query;
    // Any signed-in member may see what is on at one venue (its page); browsing is for professionals.
    if (!canList(actor) && !q.venue_id) throw upgradeRequired();
    const hasCentre = q.lat !== undefined || q.lng !== undefined;
    if (hasCentre && (q.lat === undefined || q.lng === undefined))
      throw ApiError.say(400, 'invalid_request', 'api.meetups.nearbyNeedsBoth');
    const nearbyMode = q.lat !== undefined && q.lng !== undefined;
    const query = nearbyMode && q.radius === undefined ? { ...q, radius: 10 } : q;
    // Everything the answer depends on: the viewer as the policy sees them, and the parsed query.
    const key = JSON.stringify([actor.userId, actor.role, actor.isAdmin, query]);
    const now = new Date();
    const version = await listCache.version();
    reply.type('application/json; charset=utf-8');
    const kept = listCache.get(key, version, now);
    if (kept !== undefined) return reply.send(jsonText<MeetupListDto>(kept));
    const result = await listMeetups(db, actor, query, now);
    const answer: MeetupListDto = {
      meetups: result.items.map((m) => presentMeetup(m, actor, now)),
      total: result.total,
      approved_total: result.approvedTotal,
      total_capped: result.totalCapped,
      next_cursor: result.nextCursor,
      ...(nearbyMode ? { nearby: { count: result.nearbyCount ?? 0, radius: query.radius!, lat: q.lat!, lng: q.lng! } } : {}),
    };
    const body = String(reply.serialize(answer));
    listCache.set(key, version, now, body);
    return reply.send(jsonText<MeetupListDto>(body));
  });

  // The signed-in member's upcoming approved meetups, organising or attending (badges, reminder chip).
  r.get('/meetups/mine/count', { schema: { response: { 200: z.object({ count: z.number() }) } } }, async (req) => {
    const actor = requireActor(req);
    const result = await listMeetups(db, actor, { when: 'upcoming', mine: 'any', limit: 1, offset: 0 }, new Date(), { approvedOnly: true });
    return { count: result.total };
  });

  r.get('/meetups/:id', { schema: { params: idParams, response: { 200: meetupDto } } }, async (req) => {
    const actor = requireActor(req);
    const m = await loadMeetup(db, req.params.id, actor);
    if (!m || !canRead(actor, policyTarget(m))) {
      if (m && isKnownTo(actor, m)) throw upgradeRequired();
      throw notFound('api.meetups.notFound');
    }
    return presentMeetup(m, actor);
  });

  r.get('/meetups/:id/calendar.ics', { schema: { params: idParams, response: { 200: textBody('text/calendar', 'The meetup as an iCalendar file.') } } }, async (req, reply) => {
    const actor = requireActor(req);
    const m = await loadMeetup(db, req.params.id, actor);
    if (!m || !canRead(actor, policyTarget(m))) throw notFound('api.meetups.notFound');
    const dto = presentMeetup(m, actor);
    const origin = publicOrigin(config);
    reply
      .type('text/calendar; charset=utf-8')
      .header('content-disposition', `attachment; filename="${icsFileName(dto.title)}"`)
      .header('cache-control', 'no-store');
    return meetupIcs(dto, { origin, appName: config.appName, host: new URL(origin).host, t: translator(req.locale) });
  });

  r.post('/meetups', { schema: { body: meetupInput, response: { 201: meetupDto } }, bodyLimit: BODY_LIMITS.longText, onRequest: signedInBeforeBody }, async (req, reply) => {
    const actor = requireActor(req);
    if (!canCreate(actor)) throw forbidden('api.meetups.professionalsCreate');
    const meetup = await createMeetup(deps, actor, req.body, config.bookings);
    const loaded = await loadMeetup(db, meetup.id, actor);
    return reply.status(201).send(presentMeetup(loaded!, actor));
  });

  r.put('/meetups/:id', { schema: { params: idParams, body: meetupInput, response: { 200: meetupDto } }, bodyLimit: BODY_LIMITS.longText, onRequest: signedInBeforeBody }, async (req) => {
    const actor = requireActor(req);
    const meetup = await updateMeetup(deps, actor, req.params.id, req.body, config.bookings);
    return presentMeetup((await loadMeetup(db, meetup.id, actor))!, actor);
  });

  r.delete('/meetups/:id', { schema: { params: idParams, response: { 204: noContent } } }, async (req, reply) => {
    const actor = requireActor(req);
    await cancelMeetup(deps, actor, req.params.id);
    return reply.status(204).send(null);
  });

  // Attendance toggle (docs/product.md §4); { attending: true|false } sets it instead of toggling.
  r.post(
    '/meetups/:id/attendance',
    { schema: { params: idParams, body: attendanceBody, response: { 200: attendanceResult } } },
    async (req) => {
      const actor = requireActor(req);
      const result = await setAttendance(deps, actor, req.params.id, req.body?.attending);
      return result;
    },
  );
}

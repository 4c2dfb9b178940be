import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  announcementBody,
  announcementResult,
  attendeeList,
  checkInBody,
  checkInResult,
  cohostBody,
  okResult,
  registrationDecisionBody,
  ticket,
} from '../../contracts/meetup-attendees';
import type { AppDeps } from '../deps';
import { publicOrigin } from '../origin';
import { requireActor } from '../plugins/actor';
import { announce } from './announcements';
import { attendeeAccess, attendeesCsv, listAttendees } from './attendees';
import { checkIn, ticketOf, undoCheckIn } from './check-in';
import { addCoHost, removeCoHost } from './cohost-commands';
import type { CommandDeps } from './effects';
import { decideRequest } from './registration';
import { removeAttendee } from './remove-attendee';
import { unnamedMember } from '../i18n/unnamed';

const idParams = z.object({ id: z.uuid({ error: 'api.meetups.notFound' }) });
const memberParams = idParams.extend({ userId: z.uuid({ error: 'api.members.notFound' }) });

/** Issue 15: who's going, the organiser's tools (CSV, check-in, requests, co-hosts, messages) and tickets. */
export async function attendeeRoutes(app: FastifyInstance, opts: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, config } = opts;
  const deps: CommandDeps = { db, emailTransport: opts.emailTransport, appName: config.appName, origin: publicOrigin(config) };

  r.get('/meetups/:id/attendees', { schema: { params: idParams, response: { 200: attendeeList } } }, async (req) => {
    const actor = requireActor(req);
    return listAttendees(db, await attendeeAccess(db, actor, req.params.id, 'see'), actor, unnamedMember(req));
  });

  r.get('/meetups/:id/attendees.csv', { schema: { params: idParams, response: { 200: z.string() } } }, async (req, reply) => {
    const actor = requireActor(req);
    const { m } = await attendeeAccess(db, actor, req.params.id, 'manage');
    const csv = await attendeesCsv(db, m.id, unnamedMember(req));
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="attendees-${m.id}.csv"`)
      .header('cache-control', 'no-store')
      .send(csv);
  });

  r.get('/meetups/:id/ticket', { schema: { params: idParams, response: { 200: ticket } } }, async (req) => ticketOf(db, requireActor(req), req.params.id, unnamedMember(req)));

  r.post('/meetups/:id/check-in', { schema: { params: idParams, body: checkInBody, response: { 200: checkInResult } } }, async (req) =>
    checkIn(db, requireActor(req), req.params.id, req.body, unnamedMember(req)),
  );

  // Undo a check-in made by mistake (issue 27): the organiser's tools offer it after each one.
  r.delete(
    '/meetups/:id/check-in/:userId',
    {
      schema: {
        params: memberParams,
        response: { 200: z.object({ arrivals: z.number().int(), undone: z.boolean().describe('False when they were not checked in: nothing to undo.') }) },
      },
    },
    async (req) => undoCheckIn(db, requireActor(req), req.params.id, req.params.userId),
  );

  r.post(
    '/meetups/:id/requests/:userId',
    {
      schema: {
        params: memberParams,
        body: registrationDecisionBody,
        response: { 200: z.object({ status: z.enum(['attending', 'waitlisted', 'declined']), position: z.number().int().nullable() }) },
      },
    },
    async (req) => decideRequest(deps, requireActor(req), req.params.id, req.params.userId, req.body.approve),
  );

  // Frees the seat (or waitlist place, or request) of one member; the waitlist moves up.
  r.delete('/meetups/:id/attendees/:userId', { schema: { params: memberParams, response: { 200: okResult } } }, async (req) => {
    await removeAttendee(deps, requireActor(req), req.params.id, req.params.userId);
    return { ok: true as const };
  });

  r.post('/meetups/:id/cohosts', { schema: { params: idParams, body: cohostBody, response: { 200: okResult } } }, async (req) => {
    await addCoHost(db, requireActor(req), req.params.id, req.body.user_id);
    return { ok: true as const };
  });

  r.delete('/meetups/:id/cohosts/:userId', { schema: { params: memberParams, response: { 200: okResult } } }, async (req) => {
    await removeCoHost(db, requireActor(req), req.params.id, req.params.userId);
    return { ok: true as const };
  });

  r.post('/meetups/:id/announcements', { schema: { params: idParams, body: announcementBody, response: { 202: announcementResult } } }, async (req, reply) => {
    const result = await announce(db, requireActor(req), req.params.id, req.body);
    return reply.status(202).send(result);
  });
}

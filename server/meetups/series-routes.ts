import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { seriesApprovalSchema, seriesAttendanceSchema, seriesSchema } from '../../contracts/community';
import type { AppDeps } from '../deps';
import { translator } from '../i18n/translate';
import { textBody } from '../http/responses';
import { publicOrigin } from '../origin';
import { requireActor } from '../plugins/actor';
import type { CommandDeps } from './effects';
import { icsCalendar, icsFileName } from './ics';
import { approveSeries, loadSeries, presentSeries, setSeriesAttendance } from './series';
import { seriesEventsFor } from './series-ics';

const params = z.object({ id: z.uuid({ error: 'api.meetups.seriesNotFound' }) });

/** Recurring series (issue 16): read, approve all occurrences, join all, its calendar file. */
export async function seriesRoutes(app: FastifyInstance, opts: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, config } = opts;
  const origin = publicOrigin(config);
  const deps: CommandDeps = { db, emailTransport: opts.emailTransport, appName: config.appName, origin };

  r.get('/series/:id', { schema: { params, response: { 200: seriesSchema } } }, async (req) => {
    const actor = requireActor(req);
    return presentSeries(await loadSeries(db, req.params.id, actor), actor);
  });

  r.post('/series/:id/approve', { schema: { params, response: { 200: seriesApprovalSchema } } }, async (req) => approveSeries(deps, requireActor(req), req.params.id));

  r.post(
    '/series/:id/attendance',
    { schema: { params, body: z.strictObject({ attending: z.boolean() }), response: { 200: seriesAttendanceSchema } } },
    async (req) => setSeriesAttendance(deps, requireActor(req), req.params.id, req.body.attending),
  );

  r.get('/series/:id/calendar.ics', { schema: { params, response: { 200: textBody('text/calendar', 'Every occurrence of the series as an iCalendar file.') } } }, async (req, reply) => {
    const actor = requireActor(req);
    const s = await loadSeries(db, req.params.id, actor);
    const host = new URL(origin).host;
    const events = seriesEventsFor(s.series, s.all, actor, { origin, appName: config.appName, host, t: translator(req.locale) });
    reply
      .type('text/calendar; charset=utf-8')
      .header('content-disposition', `attachment; filename="${icsFileName(`${s.all[0]?.title ?? 'meetup'} series`)}"`)
      .header('cache-control', 'no-store');
    return icsCalendar(events, { origin, appName: config.appName, host, timeZone: undefined });
  });
}

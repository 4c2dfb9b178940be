import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { calendarFeedDto, type CalendarFeedDto } from '../../contracts/calendar';
import { textBody } from '../http/responses';
import type { AppDeps } from '../deps';
import { forbidden, notFound } from '../errors';
import { publicOrigin } from '../origin';
import { requireActor } from '../plugins/actor';
import { memberFeedIcs } from './feed';
import { feedOwner, feedToken } from './feed-token';
import { canHaveFeed } from './policy';

/**
 * The member's private calendar feed (issue 14):
 * GET  /api/calendar/feed                  { url } of the feed (created on first use)
 * POST /api/calendar/feed/rotate           a new URL; the old one stops working
 * GET  /api/calendar/feeds/{token}.ics     the feed itself: no Authorization header (calendar
 *                                          apps cannot send one), the token in the path is the key
 */
export async function calendarRoutes(app: FastifyInstance, opts: AppDeps) {
  const { db, config } = opts;
  const origin = publicOrigin(config);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const urlOf = (token: string): CalendarFeedDto => ({ url: `${origin}/api/calendar/feeds/${token}.ics` });

  const member = (req: Parameters<typeof requireActor>[0]) => {
    const actor = requireActor(req);
    if (!canHaveFeed(actor)) throw forbidden();
    return actor;
  };

  r.get('/calendar/feed', { schema: { response: { 200: calendarFeedDto } } }, async (req, reply) => {
    const actor = member(req);
    reply.header('cache-control', 'no-store');
    return urlOf(await feedToken(db, actor.userId));
  });

  r.post('/calendar/feed/rotate', { config: { allowUnconfirmed: 'the caller’s own calendar feed address' }, schema: { response: { 200: calendarFeedDto } } }, async (req, reply) => {
    const actor = member(req);
    reply.header('cache-control', 'no-store');
    return urlOf(await feedToken(db, actor.userId, { rotate: true }));
  });

  r.get('/calendar/feeds/:file', { schema: { params: z.object({ file: z.string().max(200) }), response: { 200: textBody('text/calendar', 'The member’s meetups as an iCalendar feed.') }, security: [] } }, async (req, reply) => {
    const token = req.params.file.replace(/\.ics$/, '');
    const userId = await feedOwner(db, token);
    if (!userId) throw notFound('api.calendar.feedNotFound');
    reply
      .type('text/calendar; charset=utf-8')
      .header('content-disposition', 'inline; filename="my-meetups.ics"')
      .header('cache-control', 'private, no-cache');
    return memberFeedIcs(db, userId, { origin, appName: config.appName, adminEmails: config.adminEmails });
  });
}

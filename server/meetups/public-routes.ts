import { translator } from '../i18n/translate';
import { addressLocale } from '../i18n/request-locale';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicMeetupDto, type PublicMeetupDto } from '../../contracts/meetups';
import type { AppDeps } from '../deps';
import { notFound } from '../errors';
import { publicOrigin } from '../origin';
import { loadPublicMeetup, presentPublicMeetup } from './public';
import { publicMeetupList } from './public-list';
import { publicMeetupListDto, publicMeetupListQuery, PUBLIC_LIST_PAGE } from '../../contracts/public-meetups';
import { dateFilterRange, isDateFilter, localToday } from '../../contracts/date-filters';
import { publicMeetupTags, renderPublicMeetup } from './public-page';
import { SSR_KEYS } from '../../contracts/ssr';
import type { WebPages } from '../web/pages';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Public meetup pages (PRODUCT.md "Public meetup pages"), open to anyone, signed in or not:
 * GET /m/{id}                    server-rendered HTML; not public → the app's page with 404
 * GET /api/public/meetups/{id}   the same facts as JSON for the app at /m/{id}
 * GET /upcoming                  "Upcoming meetups" (issue 27), server-rendered like /m/{id}
 * GET /api/public/meetups        its list: approved upcoming meetups by place and dates
 * `shell` is the built index.html (or a bare page when the web app is not built). With the built
 * app, the page is the app's own page rendered by the server (server/web/pages.ts); without it,
 * a hand-written HTML page of the same facts (./public-page.ts).
 */
export async function publicMeetupRoutes(app: FastifyInstance, opts: AppDeps & { shell: string; pages: WebPages | null }) {
  const { db, config, shell, pages } = opts;
  const origin = publicOrigin(config);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/public/meetups/:id', { schema: { security: [], params: z.object({ id: z.uuid({ error: 'api.meetups.notFound' }) }), response: { 200: publicMeetupDto } } }, async (req, reply) => {
    const m = await loadPublicMeetup(db, req.params.id, req.actor);
    if (!m) throw notFound('api.meetups.notFound');
    const { venue_country: _country, ...dto } = await presentPublicMeetup(m, req.actor, origin);
    reply.header('cache-control', 'no-cache');
    return dto satisfies PublicMeetupDto;
  });

  r.get('/api/public/meetups', { schema: { security: [], querystring: publicMeetupListQuery, response: { 200: publicMeetupListDto } } }, async (req, reply) => {
    reply.header('cache-control', 'no-cache');
    return publicMeetupList(db, origin, req.query);
  });

  // The list as its first screen shows it: ?place=…&dates=today|weekend|week, dates from the
  // server's today (the browser asks again if its today differs).
  app.get<{ Querystring: { place?: string; dates?: string } }>('/upcoming', async (req, reply) => {
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
    if (!pages) return shell;
    const place = typeof req.query.place === 'string' ? req.query.place.trim().slice(0, 100) : '';
    const range = isDateFilter(req.query.dates) ? dateFilterRange(req.query.dates, localToday()) : {};
    const q = { ...(place ? { place } : {}), ...range, limit: PUBLIC_LIST_PAGE };
    const data = await publicMeetupList(db, origin, q).catch(() => null);
    const seeds = data ? [{ key: SSR_KEYS.upcomingMeetups(q), data: publicMeetupListDto.parse(data) }] : [];
    const t = translator(req.locale);
    const description = t('api.meetups.upcomingDescription');
    const search = new URLSearchParams({ ...(place ? { place } : {}), ...(isDateFilter(req.query.dates) ? { dates: req.query.dates } : {}) }).toString();
    return pages.page(search ? `/upcoming?${search}` : '/upcoming', { locale: req.locale, hl: addressLocale(req), og: { title: t('api.meetups.upcomingTitle', { app: config.appName }), description, url: `${origin}/upcoming`, image: null }, seeds });
  });

  app.get<{ Params: { id: string } }>('/m/:id', async (req, reply) => {
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
    const m = UUID.test(req.params.id) ? await loadPublicMeetup(db, req.params.id, null) : null;
    if (!m) return reply.status(404).send(shell);
    const view = await presentPublicMeetup(m, null, origin);
    if (!pages) return renderPublicMeetup(shell, view, config.appName, req.locale, addressLocale(req));
    // The app's page, rendered with what GET /api/public/meetups/{id} answers a visitor: the
    // seed passes the same response schema, so it can hold no field the API would not send.
    const { venue_country: _country, ...dto } = view;
    const seeds = [{ key: SSR_KEYS.publicMeetup(req.params.id, 'signedOut'), data: publicMeetupDto.parse(dto satisfies PublicMeetupDto) }];
    return pages.page(`/m/${req.params.id}`, { locale: req.locale, hl: addressLocale(req), og: publicMeetupTags(view, config.appName, req.locale), seeds });
  });
}

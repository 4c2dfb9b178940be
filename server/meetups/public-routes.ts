import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicMeetupDto, type PublicMeetupDto } from '../../contracts/meetups';
import type { AppDeps } from '../deps';
import { notFound } from '../errors';
import { publicOrigin } from '../origin';
import { loadPublicMeetup, presentPublicMeetup } from './public';
import { renderPublicMeetup } from './public-page';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Public meetup pages (PRODUCT.md "Public meetup pages"), open to anyone, signed in or not:
 * GET /m/{id}                    server-rendered HTML; not public → the app's page with 404
 * GET /api/public/meetups/{id}   the same facts as JSON for the app at /m/{id}
 * `shell` is the built index.html (or a bare page when the web app is not built).
 */
export async function publicMeetupRoutes(app: FastifyInstance, opts: AppDeps & { shell: string }) {
  const { db, config, shell } = opts;
  const origin = publicOrigin(config);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/public/meetups/:id', { schema: { security: [], params: z.object({ id: z.uuid({ error: 'Meetup not found.' }) }), response: { 200: publicMeetupDto } } }, async (req, reply) => {
    const m = await loadPublicMeetup(db, req.params.id, req.actor?.userId ?? null);
    if (!m) throw notFound('Meetup not found.');
    const { venue_country: _country, ...dto } = await presentPublicMeetup(m, req.actor, origin);
    reply.header('cache-control', 'no-cache');
    return dto satisfies PublicMeetupDto;
  });

  app.get<{ Params: { id: string } }>('/m/:id', async (req, reply) => {
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
    const m = UUID.test(req.params.id) ? await loadPublicMeetup(db, req.params.id, null) : null;
    if (!m) return reply.status(404).send(shell);
    return renderPublicMeetup(shell, await presentPublicMeetup(m, null, origin), config.appName);
  });
}

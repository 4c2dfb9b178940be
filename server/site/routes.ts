import type { FastifyInstance } from 'fastify';
import type { SiteDto } from '../../contracts/site';
import type { AppDeps } from '../deps';
import { publicOrigin } from '../origin';

/** GET /api/site: public facts of this installation for the web app (share links, place field). */
export async function siteRoutes(app: FastifyInstance, opts: AppDeps) {
  const { config } = opts;
  const site: SiteDto = { app_name: config.appName, public_url: publicOrigin(config), postcode_search: Boolean(config.postcodesApiUrl) };
  app.get('/site', async (_req, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return site;
  });
}

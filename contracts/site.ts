import { z } from 'zod';

/** GET /api/site: what the web app needs to know of the server's configuration (public). */
export const siteDto = z.object({
  app_name: z.string(),
  /** PUBLIC_URL: every shared link is built on it, never on the browser's location (a proxy's). */
  public_url: z.string(),
  /** The place field may offer UK postcodes: always true since they resolve offline to their district (issue 27); POSTCODES_API_URL or MAPBOX_TOKEN refine them. */
  postcode_search: z.boolean(),
  /** Map tiles (MAP_TILE_URL): an XYZ template and the credit the tile provider asks for. */
  map: z.object({ tile_url: z.string(), attribution: z.string(), attribution_url: z.string() }),
  /** BOOKING_HORIZON_MONTHS: meetups are booked at most this many months ahead (issue 24); the form's date max. */
  booking_horizon_months: z.number().int(),
});
export type SiteDto = z.infer<typeof siteDto>;

/** GET /api/stats: the home page's figures. */
export const siteStatsDto = z.object({ countries: z.number(), professionals: z.number(), venues: z.number(), events: z.number() });

// Zod-free, so the web app's first load does not carry zod for them (docs/decisions/0029).
export { INFO_PAGES, SITEMAP_PAGES } from './info-pages';

// The lists issue 30 asks to be fast at a million meetups, as members, owners and admins call
// them, on the scale data set (server/db/seed-scale.ts). Shared by tests/api/scale-plans.test.ts
// (no sequential scan of a big table) and scripts/bench/scale.ts (median and p95 server time).
// The meetups list and search (GET /api/meetups with filters, `mine`, past/upcoming, q; decision
// 0059) are here too; bench:lists measures their req/s against bare Fastify.
import { scaleId } from '../../server/db/seed-scale';
import { daysFromNow } from './dates';

/** Who calls: the busiest organiser (member 1), the owner of venues 1 and 2, an admin, a member. */
export type ScaleCaller = 'organiser' | 'owner' | 'admin' | 'member' | 'anonymous';
/**
 * `afterWrite`: the meetups list keeps its answers until a committed write changes what it reads
 * (decision 0079); such a list is measured after one, so its statement runs every time.
 */
export type ScaleCall = { method?: 'GET' | 'POST'; url: string; who: ScaleCaller; payload?: object; afterWrite?: boolean };

/**
 * `meetup`: one the organiser (member 1) runs, for its attendees and comments. `sitemapFile`: the
 * first meetups file the sitemap index names (SITEMAP_FILE_OF reads it from the index).
 */
export function scaleLists(ctx: { meetup: string; sitemapFile: string }): Record<string, ScaleCall> {
  const busyMeetup = ctx.meetup;
  const organiser = scaleId('u', 1);
  const venue = scaleId('v', 1);
  const from = daysFromNow(0);
  const to = daysFromNow(30);
  const weekAgo = new Date(Date.now() - 7 * 86_400_000).toISOString().replace('T', ' ').replace('Z', '+00');
  const adminMarker = Buffer.from(`${weekAgo}|${scaleId('u', 5)}`).toString('base64url');
  return {
    'venues, first page': { url: '/api/venues', who: 'member' },
    'venues, search': { url: '/api/venues?q=library', who: 'member' },
    'venues, search by word beginnings': { url: '/api/venues?q=libr%20hal', who: 'member' },
    'venues, filters': { url: '/api/venues?type=library&min_capacity=50&instant=true&amenities=wifi', who: 'member' },
    'venues, mine': { url: '/api/venues?owner=me', who: 'owner' },
    'venue page': { url: `/api/venues/${venue}`, who: 'member' },
    'venue ratings': { url: `/api/venues/${venue}/ratings`, who: 'member' },
    'venue availability': { url: `/api/venues/${venue}/availability?from=${from}&to=${to}`, who: 'organiser' },
    'venue calendar (owner)': { url: `/api/venue-management/calendar?from=${from}&to=${to}`, who: 'owner' },
    'venue management': { url: '/api/venue-management', who: 'owner' },
    'meetups, upcoming': { url: '/api/meetups', who: 'organiser', afterWrite: true },
    'meetups, past': { url: '/api/meetups?when=past', who: 'organiser', afterWrite: true },
    'meetups, search': { url: '/api/meetups?q=data', who: 'organiser', afterWrite: true },
    'meetups, type': { url: '/api/meetups?type=workshop', who: 'organiser', afterWrite: true },
    'meetups, next 7 days': { url: `/api/meetups?from=${from}&to=${daysFromNow(7)}`, who: 'organiser', afterWrite: true },
    'meetups, organising': { url: '/api/meetups?mine=organising', who: 'organiser', afterWrite: true },
    'meetups, attending': { url: '/api/meetups?mine=attending', who: 'organiser', afterWrite: true },
    // Mine, organising or attending: the meetups tab's "Mine" and the nav's count of them.
    'meetups, mine': { url: '/api/meetups?mine=any', who: 'organiser', afterWrite: true },
    'meetups, mine (past)': { url: '/api/meetups?when=past&mine=any', who: 'member', afterWrite: true },
    'meetups, mine (the nav count)': { url: '/api/meetups/mine/count', who: 'member', afterWrite: true },
    'meetups, upcoming (kept answer)': { url: '/api/meetups', who: 'organiser' },
    'upcoming meetups (public)': { url: '/api/public/meetups', who: 'anonymous' },
    'nearby meetups': { url: '/api/meetups?lat=51.5072&lng=-0.1276&radius=5', who: 'organiser' },
    notifications: { url: '/api/notifications', who: 'organiser' },
    attendees: { url: `/api/meetups/${busyMeetup}/attendees`, who: 'organiser' },
    comments: { url: `/api/meetups/${busyMeetup}/comments`, who: 'organiser' },
    'member profile': { url: `/api/members/${organiser}`, who: 'member' },
    'member connections': { url: `/api/members/${organiser}/connections`, who: 'member' },
    'admin member search, name': { method: 'POST', url: '/functions/v1/admin-list-users', who: 'admin', payload: { page: 1, pageSize: 20, q: 'nia okafor', role: '' } },
    'admin member search, address': { method: 'POST', url: '/functions/v1/admin-list-users', who: 'admin', payload: { page: 1, pageSize: 20, q: 'member4242', role: '' } },
    'admin member list, page 50': { method: 'POST', url: '/functions/v1/admin-list-users', who: 'admin', payload: { page: 50, pageSize: 20, q: '', role: '' } },
    // The Users tab's Next (keyset, issue 30): the page after a member who signed up a week ago.
    'admin member list, next page': { method: 'POST', url: '/functions/v1/admin-list-users', who: 'admin', payload: { pageSize: 20, q: '', role: '', after: adminMarker } },
    // The home page's counts (professionals, venues, events, countries), asked on every visit.
    'home page counts': { url: '/api/stats', who: 'anonymous' },
    'sitemap index': { url: '/sitemap.xml', who: 'anonymous' },
    'sitemap, a meetups file': { url: ctx.sitemapFile, who: 'anonymous' },
    followers: { url: `/api/follows/organiser/${organiser}/followers`, who: 'organiser' },
    following: { url: '/api/follows', who: 'member' },
    'organiser page': { url: `/api/public/organisers/${organiser}`, who: 'anonymous' },
    connections: { url: '/api/connections', who: 'organiser' },
    'connection requests': { url: '/api/connections/requests', who: 'organiser' },
    conversations: { url: '/api/messages/conversations', who: 'organiser' },
    'member home': { url: '/api/home', who: 'organiser' },
  };
}

/** The organiser's (member 1's) most recent approved meetup. */
export const SCALE_MEETUP_SQL = `select id from meetups where organizer_id = $1 and booking_status = 'approved' order by date desc limit 1`;
export const scaleOrganiserId = () => scaleId('u', 1);

/** The path of the first meetups file a sitemap index names (its files are at the site's root). */
export const firstMeetupsSitemap = (indexXml: string) => new URL(/<loc>([^<]*sitemap-meetups[^<]*)<\/loc>/.exec(indexXml)![1]).pathname;

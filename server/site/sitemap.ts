import { and, asc, eq } from 'drizzle-orm';
import { SITEMAP_PAGES } from '../../contracts/site';
import type { Db } from '../db/client';
import { meetups, partnerProfiles, venues } from '../db/schema/index';
import { policyTarget } from '../meetups/presenter';
import { isPublicMeetup } from '../meetups/public';
import { endsLaterThanAnyZoneNow, wallClockEnd } from '../meetups/ends';

// A sitemap holds at most 50,000 addresses (sitemaps.org); the fixed pages and partners first.
const MAX_URLS = 50_000;

const xmlEscape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** Every page anyone may read: information pages, published partners (/v/), approved upcoming meetups (/m/). */
export async function sitemapPaths(db: Db, now = new Date()): Promise<{ path: string; lastmod?: string }[]> {
  const [partners, upcoming] = await Promise.all([
    db.select({ slug: partnerProfiles.slug, updatedAt: partnerProfiles.updatedAt }).from(partnerProfiles).where(eq(partnerProfiles.isPublic, true)).orderBy(asc(partnerProfiles.slug)),
    db
      .select({
        id: meetups.id,
        organizerId: meetups.organizerId,
        venueOwnerId: venues.ownerId,
        bookingStatus: meetups.bookingStatus,
        date: meetups.date,
        time: meetups.time,
        duration: meetups.duration,
        latitude: meetups.latitude,
        longitude: meetups.longitude,
        approvedAt: meetups.approvedAt,
      })
      .from(meetups)
      .leftJoin(venues, eq(venues.id, meetups.venueId))
      // Soonest to end first, as the index meetups_approved_ends_idx keeps them: 50,000 rows read
      // in order at any size, never the whole table.
      .where(and(isPublicMeetup, endsLaterThanAnyZoneNow))
      .orderBy(asc(wallClockEnd), asc(meetups.id))
      .limit(MAX_URLS),
  ]);
  const paths = [
    ...SITEMAP_PAGES.map((path) => ({ path })),
    ...partners.map((p) => ({ path: `/v/${p.slug}`, lastmod: p.updatedAt.toISOString() })),
    // The SQL filter is a zone-agnostic prefilter; the venue's own zone decides what is over.
    ...upcoming.filter((m) => !policyTarget(m, now).isPast).map((m) => ({ path: `/m/${m.id}`, ...(m.approvedAt ? { lastmod: m.approvedAt.toISOString() } : {}) })),
  ];
  return paths.slice(0, MAX_URLS);
}

export function sitemapXml(origin: string, paths: { path: string; lastmod?: string }[]): string {
  const urls = paths.map((p) => `  <url><loc>${xmlEscape(`${origin}${p.path}`)}</loc>${p.lastmod ? `<lastmod>${p.lastmod}</lastmod>` : ''}</url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** Crawlers may read the pages, not the API or the admin area; the sitemap says what there is. */
export const robotsTxt = (origin: string) => `User-agent: *\nDisallow: /api/\nDisallow: /auth/\nDisallow: /admin\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`;

import { and, asc, eq, gte, lte } from 'drizzle-orm';
import { LOCALE_PARAM, LOCALES } from '../../contracts/i18n/locales';
import { SITEMAP_PAGES } from '../../contracts/site';
import type { Db } from '../db/client';
import { meetups, partnerProfiles } from '../db/schema/index';
import { isPublicMeetup } from '../meetups/public';
import { endsLaterThanAnyZoneNow } from '../meetups/ends';
import { isOver } from '../meetups/queries';

/**
 * The sitemap is always an index (issue 30, decision 0062): /sitemap.xml names its files, and
 * each file does a bounded amount of work however many meetups there are.
 * - /sitemap-pages.xml: the information pages and published partners.
 * - /sitemap-meetups-{prefix}.xml: the approved upcoming meetups whose id starts with that hex
 *   prefix (/sitemap-meetups.xml: every id). Ids are random UUIDs, so a prefix is an even share.
 * The index picks the prefix length from the planner's row estimate of meetups (no count), so a
 * file covers at most MEETUP_ROWS_PER_FILE meetups of any state and date — an index range on
 * meetups_approved_id_ends_idx — and its URLs stay far under the 50,000 a file may hold.
 */

/** A sitemap file holds at most 50,000 addresses (sitemaps.org). */
export const MAX_URLS = 50_000;
/** Meetups (rows of any state) one meetups file covers, at the estimate the index was made from. */
export const MEETUP_ROWS_PER_FILE = 20_000;
/** 16^4 = 65,536 files at most: 1.3 billion meetups before a file passes its share. */
const MAX_PREFIX = 4;

export const SITEMAP_PREFIX = /^[0-9a-f]{0,4}$/;

const xmlEscape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** How many hex digits name a meetups file: the fewest that keep each file within its share. */
export function prefixLength(estimatedMeetups: number): number {
  let digits = 0;
  while (digits < MAX_PREFIX && estimatedMeetups / 16 ** digits > MEETUP_ROWS_PER_FILE) digits++;
  return digits;
}

/** Every hex prefix of that length, in order ('' for one file). */
export function prefixes(digits: number): string[] {
  if (digits === 0) return [''];
  return Array.from({ length: 16 ** digits }, (_, i) => i.toString(16).padStart(digits, '0'));
}

export const meetupsFile = (prefix: string) => (prefix ? `/sitemap-meetups-${prefix}.xml` : '/sitemap-meetups.xml');

/** The files of the index: pages, then the meetups files for today's estimated size. */
export async function sitemapFiles(db: Db): Promise<string[]> {
  // The planner's estimate (kept by autovacuum/ANALYZE): free to read, and close enough to size files.
  const { rows } = await db.$client.query<{ n: number }>(`select greatest(reltuples, 0)::float8 as n from pg_class where oid = 'meetups'::regclass`);
  return ['/sitemap-pages.xml', ...prefixes(prefixLength(Number(rows[0]?.n ?? 0))).map(meetupsFile)];
}

type SitemapPath = { path: string; lastmod?: string };

/** The information pages and published partners (/v/), at most MAX_URLS in all. */
export async function sitemapPages(db: Db): Promise<SitemapPath[]> {
  const partners = await db
    .select({ slug: partnerProfiles.slug, updatedAt: partnerProfiles.updatedAt })
    .from(partnerProfiles)
    .where(eq(partnerProfiles.isPublic, true))
    .orderBy(asc(partnerProfiles.slug))
    .limit(MAX_URLS - SITEMAP_PAGES.length);
  return [...SITEMAP_PAGES.map((path) => ({ path })), ...partners.map((p) => ({ path: `/v/${p.slug}`, lastmod: p.updatedAt.toISOString() }))];
}

/** The ids a hex prefix covers, as the first and last UUID with it. */
function idRange(prefix: string): [string, string] {
  const hex = (fill: string) => (prefix + fill.repeat(32 - prefix.length)).replace(/^(.{8})(.{4})(.{4})(.{4})(.{12})$/, '$1-$2-$3-$4-$5');
  return [hex('0'), hex('f')];
}

/** Approved meetups not yet over whose id starts with `prefix`: an index range, at most MAX_URLS. */
export async function sitemapMeetups(db: Db, prefix: string, now = new Date()): Promise<SitemapPath[]> {
  const [lo, hi] = idRange(prefix);
  const rows = await db
    // Only what an address and "is it over" need, all of it in meetups_approved_id_ends_idx: the id
    // range and the end are index conditions and the rest is read from the index (decision 0090).
    .select({ id: meetups.id, date: meetups.date, time: meetups.time, duration: meetups.duration, latitude: meetups.latitude, longitude: meetups.longitude, approvedAt: meetups.approvedAt })
    .from(meetups)
    .where(and(isPublicMeetup, ...(prefix ? [gte(meetups.id, lo), lte(meetups.id, hi)] : []), endsLaterThanAnyZoneNow))
    .orderBy(asc(meetups.id))
    .limit(MAX_URLS);
  // The SQL filter is a zone-agnostic prefilter; the venue's own zone decides what is over.
  return rows.filter((m) => !isOver(m, now)).map((m) => ({ path: `/m/${m.id}`, ...(m.approvedAt ? { lastmod: m.approvedAt.toISOString() } : {}) }));
}

/**
 * A page's language alternates (issue 29, decision 0064): the same address with `?hl=` for every
 * language, and the plain address as x-default (it answers in the visitor's own language). Built
 * from the configured public origin only, like every address here.
 */
function alternates(address: string): string {
  // The same addresses as the page's own <link rel="alternate"> (server/web/pages.ts), so each
  // language's page and the sitemap name one another alike. A sitemap's addresses carry no query,
  // so `?hl=` is appended as text: building a URL per language was half of a file's 10 ms at
  // 1,248 meetups (issue 30); an address with a query goes through URL as before.
  const escaped = xmlEscape(address);
  const plain = !address.includes('?') && !address.includes('#');
  const inLocale = (locale: string) => {
    // A language code needs no escaping, in a URL or in XML.
    if (plain) return `${escaped}?${LOCALE_PARAM}=${locale}`;
    const url = new URL(address);
    url.searchParams.set(LOCALE_PARAM, locale);
    return xmlEscape(url.toString());
  };
  let links = '';
  for (const locale of LOCALES) links += `<xhtml:link rel="alternate" hreflang="${locale}" href="${inLocale(locale)}"/>`;
  return `${links}<xhtml:link rel="alternate" hreflang="x-default" href="${escaped}"/>`;
}

export function sitemapXml(origin: string, paths: SitemapPath[]): string {
  const urls = paths.map((p) => {
    const address = `${origin}${p.path}`;
    return `  <url><loc>${xmlEscape(address)}</loc>${p.lastmod ? `<lastmod>${p.lastmod}</lastmod>` : ''}${alternates(address)}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

export function sitemapIndexXml(origin: string, files: string[]): string {
  const entries = files.map((f) => `  <sitemap><loc>${xmlEscape(`${origin}${f}`)}</loc></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

/** Crawlers may read the pages, not the API or the admin area; the sitemap says what there is. */
export const robotsTxt = (origin: string) => `User-agent: *\nDisallow: /api/\nDisallow: /auth/\nDisallow: /admin\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`;

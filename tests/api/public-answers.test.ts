import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SSR_SEEDS_ID } from '../../contracts/ssr';
import { meetupAttendees, partnerProfiles, profiles, venueRatings } from '../../server/db/schema/index';
import type { RouteEntry } from '../../server/plugins/route-table';
import { ensureWebBuild } from '../helpers/built-web';
import { hideProfile, insertComment, insertSeries, pastMeetupAt } from '../helpers/community-fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { insertMeetup, insertVenue, member, type Member } from '../helpers/meetup-fixtures';

// Issue 24, decision 0040: nothing private on public pages. Every GET route of the app's own
// route table (so a new route is walked without anyone listing it) is asked anonymously with real
// ids; each answer that succeeds must be on the list below with the fields it may carry, and no
// answer (JSON, HTML, its server-rendered seed, JSON-LD, Open Graph, calendar, XML) may carry a
// member's email, membership number or id, a hidden member's name, or a known private field.
// The same walk as an uninvolved member finds no other member's email or membership number.

/** A JSON answer's fields as paths: `venues[].rating.average`. */
function fieldPaths(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value)) return value.length ? value.flatMap((v) => fieldPaths(v, `${prefix}[]`)) : [`${prefix}[]`];
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => {
      const path = prefix ? `${prefix}.${k}` : k;
      const inner = fieldPaths(v, path);
      return inner.length ? inner : [path];
    });
  }
  return prefix ? [prefix] : [];
}
const under = (prefix: string, fields: readonly string[]) => fields.map((f) => `${prefix}${f}`);

// What anyone may read, field by field (the presenters' allow-lists, written out independently).
const PARTNER = ['id', 'slug', 'display_name', 'logo_url', 'short_bio', 'website_url', 'location_city', 'location_country', 'sector', 'is_venue_partner', 'is_public', 'updated_at'];
const VENUE_CARD = [
  'id', 'name', 'address', 'latitude', 'longitude', 'capacity', 'venue_type', 'min_booking_hours', 'instant_booking', 'weekend_available', 'amenities[]',
  'cover_image_url', 'cover_thumbnail_url', 'default_booking_rate', 'currency', 'created_at', 'rating.average', 'rating.count',
];
const PUBLIC_MEETUP = [
  'id', 'title', 'description', 'date', 'time', 'duration', 'venue_id', 'venue_name', 'venue_address', 'latitude', 'longitude', 'organizer_name', 'max_attendees',
  'tags[]', 'meetup_type', 'language', 'time_zone', 'starts_at', 'ends_at', 'is_past', 'attendee_count', 'is_full', 'venue_city', 'cover_image_url', 'share_url', 'viewer',
];

/** Every GET route that answers a visitor 2xx with JSON, and the fields it may carry. */
const ANONYMOUS_JSON: Record<string, readonly string[] | 'document'> = {
  'GET /api/health': ['status', 'ok'],
  'GET /api/ready': ['status', 'ok', 'database'],
  'GET /api/site': ['app_name', 'public_url', 'postcode_search', 'map.tile_url', 'map.attribution', 'map.attribution_url', 'booking_horizon_months'],
  'GET /api/stats': ['countries', 'professionals', 'venues', 'events'],
  'GET /api/membership/config': ['mode', 'plans.professional.amount_pence', 'plans.professional.interval', 'plans.venue.amount_pence', 'plans.venue.interval', 'currency'],
  'GET /api/partners': under('[].', PARTNER),
  'GET /api/partners/by-slug/:slug': [...under('partner.', PARTNER), ...under('venues[].', VENUE_CARD), 'viewer_is_owner'],
  'GET /api/venues/featured': under('venues[].', VENUE_CARD),
  'GET /api/public/meetups/:id': PUBLIC_MEETUP,
  // Issue 27: the public "Upcoming meetups" list (/upcoming), a subset of each meetup's public page.
  'GET /api/public/meetups': [
    'has_more', 'meetups[]',
    ...under('meetups[].', ['id', 'title', 'date', 'time', 'duration', 'time_zone', 'starts_at', 'ends_at', 'meetup_type', 'venue_name', 'venue_city', 'cover_image_url', 'attendee_count', 'max_attendees', 'is_full']),
  ],
  // Issue 26: a follower count and the viewer's own state; an organiser's public page (/o/{id}).
  'GET /api/follows/:kind/:id': ['follower_count', 'follower_count_capped', 'following', 'is_own'],
  'GET /api/public/organisers/:id': ['id', 'name', 'avatar', 'headline', 'country', 'follower_count', 'follower_count_capped', 'upcoming[]', ...under('upcoming[].', ['id', 'title', 'date', 'time', 'starts_at', 'venue_name'])],
  // Documents about the API and the emails, with no data of any member (their text is still scanned below).
  'GET /api/openapi.json': 'document',
  'GET /api/email-templates/previews': 'document',
  'GET /auth/v1/.well-known/jwks.json': 'document',
  'GET /manifest.webmanifest': 'document',
  // GoTrue's settings: `external.email` says sign-in by email is on (a flag, not an address).
  // Issue 28: the configured sign-in providers (none in this test app).
  'GET /auth/v1/settings': ['external.email', 'providers[]', 'disable_signup', 'mailer_autoconfirm', 'phone_autoconfirm'],
};

/** Keys that never belong in an answer to a visitor, whatever route. */
const PRIVATE_KEYS = ['created_by', 'max_venues_allowed', 'owner_id', 'organizer_id', 'user_id', 'email', 'membership_number', 'show_profile', 'role', 'is_admin', 'rejection_reason', 'venue_rate_override', 'booking_expires_at', 'owner_name', 'user_name', 'user_avatar', 'avatar'];

let t: TestApp;
let owner: Member;
let hiddenOrganiser: Member;
let shownOrganiser: Member;
let attendee: Member;
let hiddenAttendee: Member;
let rater: Member;
let outsider: Member;
let everyone: Member[];
let ids: { meetup: string; shownMeetup: string; venue: string; series: string; slug: string };
const HIDDEN_NAMES = ['Harriet Hidden-Organiser', 'Hugo Hidden-Attendee', 'Rita Hidden-Rater', 'Olga Hidden-Owner'];
const SHOWN_NAMES = ['Alice Shown-Attendee'];

beforeAll(async () => {
  ensureWebBuild();
  t = await createTestApp({ env: { PUBLIC_URL: 'https://meet.example.org' } });
  owner = await member(t, 'venue', { name: 'Olga Hidden-Owner' });
  hiddenOrganiser = await member(t, 'professional', { name: 'Harriet Hidden-Organiser' });
  shownOrganiser = await member(t, 'professional', { name: 'Sam Shown-Organiser' });
  attendee = await member(t, 'professional', { name: 'Alice Shown-Attendee' });
  hiddenAttendee = await member(t, 'professional', { name: 'Hugo Hidden-Attendee' });
  rater = await member(t, 'professional', { name: 'Rita Hidden-Rater' });
  outsider = await member(t, 'professional', { name: 'Otto Outsider' });
  everyone = [owner, hiddenOrganiser, shownOrganiser, attendee, hiddenAttendee, rater, outsider];
  for (const m of [owner, hiddenOrganiser, hiddenAttendee, rater]) await hideProfile(t.db, m.id);

  const venue = await insertVenue(t.db, owner.id, { ownerName: 'Olga Hidden-Owner', contactEmail: owner.email });
  const [partner] = await t.db.insert(partnerProfiles).values({ slug: 'hall-partner-abc123', displayName: 'The Hall Partnership', createdBy: owner.id, isPublic: true, maxVenuesAllowed: 7 }).returning();
  const meetup = await insertMeetup(t.db, hiddenOrganiser.id, { venueId: venue.id, organizerName: 'Harriet Hidden-Organiser', venueName: venue.name, venueAddress: venue.address, latitude: venue.latitude, longitude: venue.longitude, description: '' });
  for (const m of [attendee, hiddenAttendee]) await t.db.insert(meetupAttendees).values({ meetupId: meetup.id, userId: m.id });
  await insertComment(t.db, meetup.id, hiddenAttendee.id, 'See you there');
  const shown = await insertMeetup(t.db, shownOrganiser.id, { venueId: venue.id, organizerName: 'Sam Shown-Organiser', title: 'A meetup with a named host' });
  const past = await pastMeetupAt(t.db, venue.id, shownOrganiser.id, [rater.id]);
  await t.db.insert(venueRatings).values({ venueId: venue.id, userId: rater.id, score: 5, comment: 'Lovely' });
  const { series } = await insertSeries(t.db, hiddenOrganiser.id, venue.id, { n: 2, status: 'approved' });
  ids = { meetup: meetup.id, shownMeetup: shown.id, venue: venue.id, series: series.id, slug: partner.slug };
  void past;
}, 300_000);
afterAll(() => t.close());

/** A real value for each path parameter, chosen by the route it is in. */
function realUrl(route: RouteEntry): string {
  return route.url.replace(/:([A-Za-z_]+)|\*/g, (_, name: string | undefined) => {
    if (name === 'slug') return ids.slug;
    if (name === 'kind') return 'venue';
    if (route.url.startsWith('/api/follows/')) return ids.venue;
    // An organiser's public page is asked for one who shows their profile (a hidden one is refused).
    if (route.url.includes('/organisers/')) return shownOrganiser.id;
    if (name === 'venueId') return ids.venue;
    if (name === 'file') return 'not-a-feed-token.ics'; // a feed is its token holder's own, not public
    if (name === 'bucket') return 'avatars';
    if (name === undefined) return `${hiddenOrganiser.id}/avatar.png`;
    if (route.url.includes('/series/')) return ids.series;
    if (route.url.includes('/members/')) return hiddenOrganiser.id;
    return ids.meetup;
  });
}

/** The public pages, served by the app's catch-all route: each with what it must say. */
const pages = () => [`/m/${ids.meetup}`, `/m/${ids.shownMeetup}`, `/v/${ids.slug}`, `/o/${shownOrganiser.id}`, `/o/${hiddenOrganiser.id}`, `/meetups/${ids.meetup}`, `/venues/${ids.venue}`, '/', '/partners', '/sitemap.xml', '/sitemap-pages.xml', '/sitemap-meetups.xml', '/robots.txt'];

/** Member facts no visitor may learn: emails, membership numbers, ids and hidden names. */
async function secrets(): Promise<string[]> {
  const rows = await t.db.select({ number: profiles.membershipNumber }).from(profiles);
  return [...everyone.flatMap((m) => [m.email, m.id]), ...rows.map((r) => r.number), ...HIDDEN_NAMES, ...SHOWN_NAMES];
}

/** The JSON field names in an answer: of the JSON itself, or of the JSON inside an HTML page's scripts (seeds, JSON-LD). */
function keysIn(body: string, contentType: string): string[] {
  if (/json/.test(contentType)) return fieldPaths(JSON.parse(body));
  const scripts = [...body.matchAll(/<script type="application\/(?:ld\+)?json"[^>]*>(.*?)<\/script>/gs)].map((m) => m[1]);
  return scripts.flatMap((s) => fieldPaths(JSON.parse(s)));
}
const lastKey = (path: string) => path.split('.').pop()!.replace(/\[\]$/, '');

describe('what a visitor can read', () => {
  it('every GET route answering a visitor is on the allow-list, with no field outside it', async () => {
    const routes = t.app.routeTable.filter((r) => r.method === 'GET' && !r.websocket && r.url !== '/*');
    expect(routes.length).toBeGreaterThan(30);
    const unlisted: string[] = [];
    const extra: Record<string, string[]> = {};
    for (const route of routes) {
      const res = await t.app.inject({ url: realUrl(route) });
      if (res.statusCode >= 300 || !/json/.test(String(res.headers['content-type']))) continue;
      const key = `GET ${route.url}`;
      const allowed = ANONYMOUS_JSON[key];
      if (!allowed) {
        unlisted.push(`${key} → ${[...new Set(fieldPaths(res.json()))].join(', ')}`);
        continue;
      }
      if (allowed === 'document') continue;
      const outside = [...new Set(fieldPaths(res.json()))].filter((p) => !allowed.includes(p) && !allowed.some((a) => p.startsWith(`${a}.`)));
      if (outside.length) extra[key] = outside;
    }
    expect(unlisted, 'routes a visitor can read that have no allow-list here').toEqual([]);
    expect(extra, 'fields outside the allow-list').toEqual({});
  });

  it('no answer to a visitor, JSON or page, carries a member email, number, id, name of a member or a private field', async () => {
    const hidden = await secrets();
    const urls = [...t.app.routeTable.filter((r) => r.method === 'GET' && !r.websocket && r.url !== '/*').map(realUrl), ...pages()];
    const found: string[] = [];
    for (const url of urls) {
      const res = await t.app.inject({ url });
      const body = res.body;
      // An id the visitor put in the URL is not learnt from the answer (an organiser's /o/{id} link they shared).
      for (const s of hidden) if (body.includes(s) && !url.includes(s)) found.push(`${url}: ${s}`);
      // The API's description names every field; the email previews are sample facts.
      if (res.statusCode >= 300 || url === '/api/openapi.json' || url === '/api/email-templates/previews') continue;
      const allowed = Object.values(ANONYMOUS_JSON).flatMap((a) => (a === 'document' ? [] : a));
      // A page's seed (`[].data.…`) is an API answer: its fields are checked against the same allow-lists.
      for (const p of keysIn(body, String(res.headers['content-type']))) if (PRIVATE_KEYS.includes(lastKey(p)) && !allowed.includes(p) && !allowed.includes(p.replace(/^\[\]\.data\./, ''))) found.push(`${url}: key ${p}`);
    }
    expect(found).toEqual([]);
  });
});

describe('a hidden organiser on /m/{id}', () => {
  const seedOf = (html: string) => JSON.parse(new RegExp(`<script type="application/json" id="${SSR_SEEDS_ID}">(.*?)</script>`, 's').exec(html)![1]) as { key: unknown[]; data: Record<string, unknown> }[];
  const jsonLdOf = (html: string) => JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]) as Record<string, unknown>;

  it('is "a member" in the page, its seed and the API; the JSON-LD has no organizer; the attendee list is a count', async () => {
    const res = await t.app.inject({ url: `/m/${ids.meetup}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Organised by <span class="font-medium text-ink">a member</span>');
    expect(res.body).toContain('18 places left');
    const seed = seedOf(res.body).find((s) => s.key[1] === 'public')!;
    expect(seed.data.organizer_name).toBeNull();
    expect(seed.data.attendee_count).toBe(2);
    const ld = jsonLdOf(res.body);
    expect(ld.organizer).toBeUndefined();
    expect(ld.description).toBe('A member hosts a meetup at The Guildhall.');
    expect(res.body).toContain('<meta property="og:description" content="');
    // In the visitor's language (issue 29): the JSON-LD and link-preview words, not the date.
    const de = await t.app.inject({ url: `/m/${ids.meetup}`, headers: { 'accept-language': 'de' } });
    expect(jsonLdOf(de.body).description).toBe('Ein Mitglied veranstaltet ein Meetup in The Guildhall.');
    expect((await t.app.inject({ url: `/api/public/meetups/${ids.meetup}` })).json().organizer_name).toBeNull();
    // A signed-in member who is not the organiser: the same.
    expect((await t.app.inject({ url: `/api/public/meetups/${ids.meetup}`, headers: outsider.headers })).json().organizer_name).toBeNull();
  });

  it('is named to themselves; a shown organiser is named everywhere (the check above can fail)', async () => {
    expect((await t.app.inject({ url: `/api/public/meetups/${ids.meetup}`, headers: hiddenOrganiser.headers })).json().organizer_name).toBe('Harriet Hidden-Organiser');
    const res = await t.app.inject({ url: `/m/${ids.shownMeetup}` });
    expect(res.body).toContain('Sam Shown-Organiser');
    expect(jsonLdOf(res.body).organizer).toEqual({ '@type': 'Person', name: 'Sam Shown-Organiser' });
    expect(seedOf(res.body).find((s) => s.key[1] === 'public')!.data.organizer_name).toBe('Sam Shown-Organiser');
  });

  it('the /v/{slug} page and its seed carry no owner id, no venue limit and no owner name', async () => {
    const res = await t.app.inject({ url: `/v/${ids.slug}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('The Hall Partnership');
    const seed = seedOf(res.body).find((s) => s.key[0] === 'partners')!;
    expect(Object.keys(seed.data.partner as object).sort()).toEqual([...PARTNER].sort());
    expect(res.body).not.toContain('max_venues_allowed');
    expect(res.body).not.toContain('created_by');
  });
});

describe('what a member reads about others', () => {
  it('no answer to an uninvolved member carries another member\'s email or membership number', async () => {
    const numbers = await t.db.select({ id: profiles.id, number: profiles.membershipNumber }).from(profiles);
    const others = everyone.filter((m) => m !== outsider && m !== owner);
    const hidden = [...others.map((m) => m.email), ...numbers.filter((n) => n.id !== outsider.id).map((n) => n.number)];
    const routes = t.app.routeTable.filter((r) => r.method === 'GET' && !r.websocket && r.url !== '/*');
    const found: string[] = [];
    for (const url of [...routes.map(realUrl), `/api/members/${attendee.id}`, `/api/meetups/${ids.meetup}/comments`, `/api/venues/${ids.venue}/ratings`]) {
      const res = await t.app.inject({ url, headers: outsider.headers });
      for (const s of hidden) if (res.body.includes(s)) found.push(`${url}: ${s}`);
    }
    expect(found).toEqual([]);
    // The venue's public contact address is the owner's choice to show: it is on the venue page.
    const venue = (await t.app.inject({ url: `/api/venues/${ids.venue}`, headers: outsider.headers })).json();
    expect(venue.owner_id).toBeUndefined();
    expect(venue.contact_email).toBe(owner.email);
  });
});

void eq;

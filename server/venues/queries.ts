import { and, avg, count, eq } from 'drizzle-orm';
import { thumbnailUrl } from '../../contracts/storage';
import type { RatingSummary, VenueListDto, VenueSummaryDto } from '../../contracts/venues';
import type { Db, Tx } from '../db/client';
import { partnerProfiles, venueRatings, venues } from '../db/schema/index';
import { badRequest, notFound } from '../errors';
import { decodeTimeKey, encodeTimeKey } from '../db/time-key-cursor';
import { ratingSummary } from './presenter';
import { prefixQuery, venueSearchDocument, venueSearchQuery } from './search';


export type VenueFilters = {
  q?: string;
  type?: string;
  minCapacity?: number;
  amenities?: string[];
  instant?: boolean;
  weekend?: boolean;
  ownerId?: string;
  partnerOwnerId?: string;
  ids?: string[];
};

/** A list row as SQL returns it: the summary's columns, the timestamp as a Date and as the cursor's text. */
type SummaryRow = Omit<VenueSummaryDto, 'cover_thumbnail_url' | 'rating' | 'created_at'> & {
  created_at: Date;
  created_key: string;
  rating_avg: number | null;
  rating_count: number;
};

const SUMMARY_COLUMNS = `v.id, v.name, v.address, v.latitude, v.longitude, v.capacity, v.venue_type, v.min_booking_hours,
  v.instant_booking, v.weekend_available, v.amenities, v.cover_image_url, v.default_booking_rate,
  v.currency, v.created_at, v.created_at::text as created_key, r.rating_avg, r.rating_count`;

// Ratings are aggregated only for the rows of the page (a lateral join on the unique
// (venue_id, user_id) index), so the cost does not grow with the size of the table.
const RATING_JOIN = `left join lateral (
  select avg(score)::float8 as rating_avg, count(*)::int as rating_count from venue_ratings where venue_id = v.id
) r on true`;

function toSummary(r: SummaryRow): VenueSummaryDto {
  return {
    id: r.id,
    name: r.name,
    address: r.address,
    latitude: r.latitude,
    longitude: r.longitude,
    capacity: r.capacity,
    venue_type: r.venue_type,
    min_booking_hours: r.min_booking_hours,
    instant_booking: r.instant_booking,
    weekend_available: r.weekend_available,
    amenities: r.amenities,
    cover_image_url: r.cover_image_url,
    cover_thumbnail_url: thumbnailUrl(r.cover_image_url),
    default_booking_rate: r.default_booking_rate,
    currency: r.currency,
    created_at: r.created_at.toISOString(),
    rating: ratingSummary(r.rating_avg, r.rating_count),
  };
}

const encodeOffset = (n: number) => Buffer.from(`offset|${n}`).toString('base64url');
function decodeOffset(cursor: string): number {
  const [kind, n, ...rest] = Buffer.from(cursor, 'base64url').toString().split('|');
  const offset = Number(n);
  if (kind !== 'offset' || rest.length || !/^\d{1,5}$/.test(n ?? '')) throw badRequest('invalid_request', 'api.venues.invalidCursor');
  return offset;
}

/** Venues newest first (docs/product.md §10: ordered by created_at descending), filtered, keyset-paged. */
export async function listVenues(db: Db, filters: VenueFilters, page: { limit: number; cursor?: string }): Promise<VenueListDto> {
  const where: string[] = [];
  const args: unknown[] = [];
  const arg = (v: unknown) => {
    args.push(v);
    return `$${args.length}`;
  };
  // Full text, ranked (search.ts; issue 30): whole words, their English forms and word beginnings, through the GIN index.
  const prefix = filters.q ? prefixQuery(filters.q) : null;
  const query = filters.q ? venueSearchQuery(arg(filters.q), prefix ? arg(prefix) : null) : null;
  if (query) where.push(`${venueSearchDocument('v')} @@ ${query}`);
  if (filters.type) where.push(`v.venue_type = ${arg(filters.type)}`);
  if (filters.minCapacity) where.push(`v.capacity >= ${arg(filters.minCapacity)}`);
  if (filters.amenities?.length) where.push(`v.amenities @> ${arg(filters.amenities)}::text[]`);
  if (filters.instant !== undefined) where.push(`v.instant_booking = ${arg(filters.instant)}`);
  if (filters.weekend !== undefined) where.push(`v.weekend_available = ${arg(filters.weekend)}`);
  if (filters.ownerId) where.push(`v.owner_id = ${arg(filters.ownerId)}`);
  if (filters.ids) where.push(`v.id = any(${arg(filters.ids)}::uuid[])`);
  // Search results are in rank order and short: their marker is an offset. Other lists are keyset-paged.
  const offset = query && page.cursor ? decodeOffset(page.cursor) : 0;
  if (!query && page.cursor) {
    const [key, id] = decodeTimeKey(page.cursor);
    where.push(`(v.created_at, v.id) < (${arg(key)}::timestamptz, ${arg(id)}::uuid)`);
  }
  const order = `${query ? `ts_rank(${venueSearchDocument('v')}, ${query}) desc, ` : ''}v.created_at desc, v.id desc`;
  const sql = `select ${SUMMARY_COLUMNS} from venues v ${RATING_JOIN}
    ${where.length ? `where ${where.join(' and ')}` : ''}
    order by ${order} limit ${arg(page.limit + 1)} offset ${arg(offset)}`;
  const { rows } = await db.$client.query<SummaryRow>(sql, args);
  const more = rows.length > page.limit;
  const shown = more ? rows.slice(0, page.limit) : rows;
  const last = shown[shown.length - 1];
  const next = !more || !last ? null : query ? encodeOffset(offset + page.limit) : encodeTimeKey(last.created_key, last.id);
  return { venues: shown.map(toSummary), next_cursor: next };
}

/** Best-rated venues of published partners, for the public home page. */
export async function featuredVenues(db: Db, limit: number): Promise<VenueSummaryDto[]> {
  const { rows } = await db.$client.query<SummaryRow>(
    `select ${SUMMARY_COLUMNS} from venues v
     join partner_profiles p on p.created_by = v.owner_id and p.is_public
     ${RATING_JOIN}
     order by r.rating_avg desc nulls last, r.rating_count desc, v.created_at desc
     limit $1`,
    [limit],
  );
  return rows.map(toSummary);
}

/** One venue's list form (for realtime records and after writes). */
export async function venueSummary(db: Db, id: string): Promise<VenueSummaryDto | null> {
  const { rows } = await db.$client.query<SummaryRow>(`select ${SUMMARY_COLUMNS} from venues v ${RATING_JOIN} where v.id = $1`, [id]);
  return rows[0] ? toSummary(rows[0]) : null;
}

export async function ratingSummaryOf(db: Db | Tx, venueId: string): Promise<RatingSummary> {
  const [row] = await db.select({ avg: avg(venueRatings.score), n: count() }).from(venueRatings).where(eq(venueRatings.venueId, venueId));
  return ratingSummary(row?.avg ?? null, row?.n ?? 0);
}

export async function myRating(db: Db | Tx, venueId: string, userId: string) {
  const [row] = await db
    .select({ score: venueRatings.score, comment: venueRatings.comment })
    .from(venueRatings)
    .where(and(eq(venueRatings.venueId, venueId), eq(venueRatings.userId, userId)));
  return row ?? null;
}

/** One venue with its rating summary, the member's own rating and its owner's partner page, or 404. */
export async function venueDetail(db: Db, venueId: string, userId: string) {
  const [row] = await db.select().from(venues).where(eq(venues.id, venueId));
  if (!row) throw notFound('api.venues.notFound');
  const [summary, mine, [partner]] = await Promise.all([
    ratingSummaryOf(db, row.id),
    myRating(db, row.id, userId),
    db
      .select({ slug: partnerProfiles.slug, display_name: partnerProfiles.displayName, logo_url: partnerProfiles.logoUrl, is_public: partnerProfiles.isPublic })
      .from(partnerProfiles)
      .where(eq(partnerProfiles.createdBy, row.ownerId)),
  ]);
  return { row, summary, mine, partner };
}

/** Where a venue is (for its time zone), or 404. */
export async function venuePlace(db: Db, venueId: string) {
  const [venue] = await db.select({ id: venues.id, latitude: venues.latitude, longitude: venues.longitude, weekendAvailable: venues.weekendAvailable }).from(venues).where(eq(venues.id, venueId));
  if (!venue) throw notFound('api.venues.notFound');
  return venue;
}

import { count, eq } from 'drizzle-orm';
import { partnerSlug, type PartnerInput } from '../../contracts/partners';
import type { Db, Tx } from '../db/client';
import { partnerProfiles, profiles, venues } from '../db/schema/index';
import { notFound } from '../errors';
import { translator } from '../i18n/translate';
import type { PartnerRow } from './presenter';

type Conn = Db | Tx;

const isUniqueViolation = (err: unknown) => (err as { code?: string })?.code === '23505' || (err as { cause?: { code?: string } })?.cause?.code === '23505';

export async function partnerOf(db: Conn, userId: string): Promise<PartnerRow | null> {
  const [row] = await db.select().from(partnerProfiles).where(eq(partnerProfiles.createdBy, userId));
  return row ?? null;
}

export async function venueCountOf(db: Conn, userId: string): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(venues).where(eq(venues.ownerId, userId));
  return n;
}

/**
 * Inserts a partner profile with a fresh slug (docs/product.md §9: lower-cased dashed name + 6 random
 * characters), retrying on the rare slug collision; returns the existing one if the user
 * already has a profile (one per user).
 */
async function insertPartner(db: Db, values: Omit<typeof partnerProfiles.$inferInsert, 'slug'>): Promise<PartnerRow> {
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      const [row] = await db
        .insert(partnerProfiles)
        .values({ ...values, slug: partnerSlug(values.displayName) })
        .onConflictDoNothing({ target: partnerProfiles.createdBy })
        .returning();
      if (row) return row;
      const existing = await partnerOf(db, values.createdBy);
      if (existing) return existing;
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
    }
  }
  throw new Error('Could not create a unique partner slug');
}

/** admin-get-or-create-venue-partner: the user's partner profile, created unpublished if missing. */
export async function getOrCreatePartner(db: Db, userId: string): Promise<PartnerRow> {
  const existing = await partnerOf(db, userId);
  if (existing) return existing;
  const [profile] = await db.select({ name: profiles.name, country: profiles.country, locale: profiles.locale }).from(profiles).where(eq(profiles.id, userId));
  if (!profile) throw notFound('api.members.userNotFound');
  // A member without a name starts as "Venue partner" in their own language (they rename it).
  const displayName = profile.name || translator(profile.locale)('api.partners.defaultName');
  return insertPartner(db, { createdBy: userId, displayName, locationCountry: profile.country, isVenuePartner: true });
}

type CleanPartnerInput = {
  display_name: string;
  short_bio: string | null;
  website_url: string | null;
  location_city: string | null;
  location_country: string | null;
  sector: string | null;
  logo_url?: string | null;
};

/** The owner saves their own profile: created on first save, updated after; slug stays stable. */
export async function saveOwnPartner(db: Db, userId: string, input: CleanPartnerInput): Promise<{ row: PartnerRow; previousLogo: string | null }> {
  const fields = {
    displayName: input.display_name,
    shortBio: input.short_bio,
    websiteUrl: input.website_url,
    locationCity: input.location_city,
    locationCountry: input.location_country,
    sector: input.sector,
    ...(input.logo_url !== undefined ? { logoUrl: input.logo_url } : {}),
  };
  const existing = await partnerOf(db, userId);
  if (!existing) {
    const row = await insertPartner(db, { createdBy: userId, isVenuePartner: true, ...fields });
    // A concurrent first save may have won the insert: apply this one on top.
    const [updated] = await db.update(partnerProfiles).set({ ...fields, updatedAt: new Date() }).where(eq(partnerProfiles.id, row.id)).returning();
    return { row: updated, previousLogo: null };
  }
  const [row] = await db.update(partnerProfiles).set({ ...fields, updatedAt: new Date() }).where(eq(partnerProfiles.id, existing.id)).returning();
  return { row, previousLogo: existing.logoUrl };
}

export async function setMaxVenues(db: Db, partnerId: string, max: number): Promise<PartnerRow> {
  const [row] = await db.update(partnerProfiles).set({ maxVenuesAllowed: max, updatedAt: new Date() }).where(eq(partnerProfiles.id, partnerId)).returning();
  if (!row) throw notFound('api.partners.notFound');
  return row;
}

export async function setPublished(db: Db, partnerId: string, publish: boolean): Promise<PartnerRow> {
  const [row] = await db.update(partnerProfiles).set({ isPublic: publish, updatedAt: new Date() }).where(eq(partnerProfiles.id, partnerId)).returning();
  if (!row) throw notFound('api.partners.notFound');
  return row;
}

export type { PartnerInput };

import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { partnerProfiles } from '../db/schema/index';

/** Published partner profiles, by name (the /partners page). */
export function publishedPartners(db: Db) {
  return db.select().from(partnerProfiles).where(eq(partnerProfiles.isPublic, true)).orderBy(asc(partnerProfiles.displayName));
}

/** A partner profile by its slug (any case), published or not: the policy decides who sees it. */
export async function partnerBySlug(db: Db, slug: string) {
  const [row] = await db.select().from(partnerProfiles).where(eq(partnerProfiles.slug, slug.toLowerCase()));
  return row;
}

import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { profiles } from '../db/schema/index';
import { countryCodeFor } from './countries';
import { normalisePlace } from './normalise';

/** The member's country from their profile (free text, e.g. 'United Kingdom') as an ISO code, or null. */
export async function memberCountry(db: Db, userId: string): Promise<string | null> {
  const [me] = await db.select({ country: profiles.country }).from(profiles).where(eq(profiles.id, userId));
  return me?.country ? countryCodeFor(normalisePlace(me.country)) : null;
}

import { and, asc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { PartnerWithCountDto } from '../../contracts/partners';
import type { Db } from '../db/client';
import { partnerProfiles } from '../db/schema/index';
import { presentPartnerWithCount } from '../partners/presenter';
import { containsPattern } from './users';

export type ListPartnersParams = { page: number; pageSize: number; q: string; published: boolean | null };

const venueCount = sql<number>`(select count(*)::int from venues v where v.owner_id = ${partnerProfiles.createdBy})`;

/** admin-list-partners: by name; q matches name or slug; published filters on is_public. */
export async function listPartners(db: Db, p: ListPartnersParams): Promise<PartnerWithCountDto[]> {
  const conds: SQL[] = [];
  if (p.q) {
    const like = containsPattern(p.q);
    conds.push(or(ilike(partnerProfiles.displayName, like), ilike(partnerProfiles.slug, like))!);
  }
  if (p.published !== null) conds.push(eq(partnerProfiles.isPublic, p.published));
  const rows = await db
    .select({ partner: partnerProfiles, venueCount })
    .from(partnerProfiles)
    .where(conds.length ? and(...conds) : undefined)
    .orderBy(asc(sql`lower(${partnerProfiles.displayName})`), asc(partnerProfiles.id))
    .limit(p.pageSize)
    .offset((p.page - 1) * p.pageSize);
  return rows.map((r) => presentPartnerWithCount(r.partner, r.venueCount));
}

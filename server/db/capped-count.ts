// Counts that do not scan (issue 30, decision 0063): a list's total reads at most COUNT_CAP + 1
// rows, however many there are, and says when it stopped — the API answers `…_capped: true` and the
// UI "1,000+", never an invented exact number. The one helper every counted list goes through.
import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from './client';

/** Counting stops here: a list says "1,000+" rather than read every row on each request. */
export const COUNT_CAP = 1000;

export type CappedCount = { count: number; capped: boolean };

/** A count read with a LIMIT of COUNT_CAP + 1, as the API tells it: at most COUNT_CAP, and whether it stopped there. */
export const capCount = (n: number): CappedCount => (n > COUNT_CAP ? { count: COUNT_CAP, capped: true } : { count: Math.max(0, n), capped: false });

/**
 * The rows of `rows` (a select statement; what it selects does not matter), counted up to the cap:
 * the LIMIT sits inside, so PostgreSQL stops reading at COUNT_CAP + 1 rows.
 */
export const cappedCountSql = (rows: SQL): SQL<number> => sql<number>`(select count(*)::int from (${rows} limit ${COUNT_CAP + 1}) capped_rows)`;

/** cappedCountSql run on its own. */
export async function cappedCount(db: Db | Tx, rows: SQL): Promise<CappedCount> {
  const { rows: [row] } = await db.execute<{ n: number }>(sql`select ${cappedCountSql(rows)} as n`);
  return capCount(Number(row?.n ?? 0));
}

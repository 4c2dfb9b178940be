import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { connections } from '../db/schema/index';

/** Whether two members are connected: one primary-key lookup of the ordered pair (smaller id first). */
export async function areConnected(db: Db | Tx, a: string, b: string): Promise<boolean> {
  const [x, y] = [a.toLowerCase(), b.toLowerCase()];
  if (x === y) return false;
  // PostgreSQL orders uuids byte by byte: the same order as their lower-case text.
  const [lo, hi] = x < y ? [x, y] : [y, x];
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(connections)
    .where(and(eq(connections.userAId, lo), eq(connections.userBId, hi)))
    .limit(1);
  return rows.length > 0;
}

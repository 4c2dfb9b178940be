import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { connections } from '../db/schema/index';

/** A pair as `connections` stores it: the smaller id first (its CHECK constraint). */
export const orderedPair = (a: string, b: string): [string, string] => (a < b ? [a, b] : [b, a]);

/** Are these two members connected (issue 26)? Other features ask here (messages: who may write). */
export async function areConnected(db: Db | Tx, a: string, b: string): Promise<boolean> {
  if (a === b) return false;
  const [userAId, userBId] = orderedPair(a, b);
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(connections)
    .where(and(eq(connections.userAId, userAId), eq(connections.userBId, userBId)))
    .limit(1);
  return rows.length > 0;
}

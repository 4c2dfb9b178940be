import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { connectionRequests } from '../db/schema/index';

/** Connection requests waiting for this member's answer (the home page, the connections page). */
export async function pendingRequestCount(db: Db | Tx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(connectionRequests)
    .where(and(eq(connectionRequests.recipientId, userId), eq(connectionRequests.status, 'pending')));
  return row?.n ?? 0;
}

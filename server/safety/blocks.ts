import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../db/client';
import { blocks } from '../db/schema/index';

/**
 * A block works both ways (issue 26): neither member can message, request, suggest or follow the
 * other, whoever blocked whom. Every feature asks here, so "blocked" means one thing.
 */
export async function blockedEitherWay(db: Db | Tx, a: string, b: string): Promise<boolean> {
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(blocks)
    .where(or(and(eq(blocks.blockerId, a), eq(blocks.blockedId, b)), and(eq(blocks.blockerId, b), eq(blocks.blockedId, a))))
    .limit(1);
  return rows.length > 0;
}

/** The same rule as a SQL condition: true when `other` has no block with `me` either way. */
export function notBlockedWith(me: string, other: AnyPgColumn | SQL): SQL {
  return sql`not exists (select 1 from ${blocks} where (${blocks.blockerId} = ${me} and ${blocks.blockedId} = ${other}) or (${blocks.blockerId} = ${other} and ${blocks.blockedId} = ${me}))`;
}

import { bigint, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * The home page's counts, kept (issue 30, decision 0089): professionals (profiles), venues and
 * events (meetups neither cancelled nor expired). Migration 0030's statement triggers add each
 * write's difference to one of sixteen rows per kind (by transaction id, so writers rarely wait
 * for each other); the count is the sum. Counting the tables took 0.75 s a request at a million.
 */
export const siteCounts = pgTable(
  'site_counts',
  {
    kind: text('kind').notNull(),
    shard: integer('shard').notNull(),
    n: bigint('n', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.kind, t.shard] })],
);

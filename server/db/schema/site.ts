import { bigint, integer, pgTable } from 'drizzle-orm/pg-core';

/**
 * The home page's counts, kept (issue 30, decision 0089): professionals (profiles), venues and
 * events (meetups neither cancelled nor expired). Migration 0030's statement triggers add each
 * write's difference to one of sixteen rows (by transaction id, so writers rarely wait for each
 * other; one row holds all three counts, so a transaction locks one row at most and two cannot
 * deadlock on them); a count is its column's sum. Counting the tables took 0.75 s a request at a million.
 */
export const siteCounts = pgTable('site_counts', {
  shard: integer('shard').primaryKey(),
  professionals: bigint('professionals', { mode: 'number' }).notNull().default(0),
  venues: bigint('venues', { mode: 'number' }).notNull().default(0),
  events: bigint('events', { mode: 'number' }).notNull().default(0),
});

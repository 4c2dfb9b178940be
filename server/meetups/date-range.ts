import { gte, lte, type SQL } from 'drizzle-orm';
import { meetups } from '../db/schema/index';

/**
 * The list's date filter (issue 27: "Today", "This weekend", "Next 7 days"), its own condition so
 * that the list query can change around it: meetups whose date (the venue's local date) falls in
 * [from, to], either end optional. The browser turns a filter into dates (contracts/date-filters.ts).
 */
export function inDateRange(q: { from?: string; to?: string }): SQL[] {
  return [q.from ? gte(meetups.date, q.from) : undefined, q.to ? lte(meetups.date, q.to) : undefined].filter((c): c is SQL => c !== undefined);
}

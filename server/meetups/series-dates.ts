import { SERIES_MAX_OCCURRENCES } from '../../contracts/community';

// The dates of a recurring series (issue 16, docs/product.md §4 Recurring meetups), generated the
// way an RFC 5545 RRULE expands, so the series' calendar file (RRULE + COUNT) names the same days:
// weekly and fortnightly add 7 or 14 days; monthly keeps the day of the month and skips months
// without it (a series on the 31st meets in the months that have one).

export type Frequency = 'weekly' | 'fortnightly' | 'monthly';

const DAY_MS = 86_400_000;
const iso = (d: Date) => d.toISOString().slice(0, 10);

/** The k-th date of the rule from `first` (k = 0 is `first`), or null when that month lacks the day. */
function nth(first: string, frequency: Frequency, k: number): string | null {
  const start = new Date(`${first}T00:00:00Z`);
  if (frequency !== 'monthly') return iso(new Date(start.getTime() + k * (frequency === 'weekly' ? 7 : 14) * DAY_MS));
  const d = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + k, start.getUTCDate()));
  return d.getUTCDate() === start.getUTCDate() ? iso(d) : null;
}

/** Up to 12 dates from `first`, none after `until` (when given). */
export function occurrenceDates(first: string, frequency: Frequency, until: string | null, max = SERIES_MAX_OCCURRENCES): string[] {
  const dates: string[] = [];
  // Monthly rules skip at most 5 months a year: 3 × max steps always reach max dates or `until`.
  for (let k = 0; dates.length < max && k < max * 3; k++) {
    const date = nth(first, frequency, k);
    if (date === null) continue;
    if (until && date > until) break;
    dates.push(date);
  }
  return dates;
}

/**
 * The first `count` instants of the rule from a first start given as an instant: the slots an
 * RRULE with DTSTART (UTC) and COUNT expands to, which the series' calendar file names.
 */
export function ruleInstants(first: Date, frequency: Frequency, count: number): Date[] {
  const timeOfDay = first.getTime() % DAY_MS;
  return occurrenceDates(iso(first), frequency, null, count).map((day) => new Date(new Date(`${day}T00:00:00Z`).getTime() + timeOfDay));
}

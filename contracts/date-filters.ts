// The date filters of the meetup lists (issue 27): "Today", "This weekend", "Next 7 days", for
// members on /meetups and visitors on /upcoming. Zod-free (first load, decision 0029). A filter
// is a range of meetup dates ('YYYY-MM-DD', both included) from the reader's own today: a
// meetup's date is its venue's local date, which for a meetup one can go to is the reader's.
import { localised } from './i18n/say';

export const DATE_FILTERS = ['today', 'weekend', 'week'] as const;
export type DateFilter = (typeof DATE_FILTERS)[number];
export const DATE_FILTER_LABELS: Record<DateFilter, string> = localised({ today: 'Today', weekend: 'This weekend', week: 'Next 7 days' });

export const isDateFilter = (v: unknown): v is DateFilter => (DATE_FILTERS as readonly unknown[]).includes(v);

const plusDays = (ymd: string, n: number) => {
  const [y, m, d] = ymd.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
};

/**
 * The dates a filter covers from `today`: today alone; this weekend — Saturday and Sunday, from
 * today when it is one of them; the next 7 days — today and the six after it.
 */
export function dateFilterRange(filter: DateFilter, today: string): { from: string; to: string } {
  if (filter === 'today') return { from: today, to: today };
  if (filter === 'week') return { from: today, to: plusDays(today, 6) };
  const [y, m, d] = today.split('-').map(Number);
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay(); // 0 Sunday … 6 Saturday
  if (weekday === 0) return { from: today, to: today };
  return { from: weekday === 6 ? today : plusDays(today, 6 - weekday), to: plusDays(today, 7 - weekday) };
}

/** The browser's (or server's) own calendar date. */
export const localToday = (now = new Date()) => `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;

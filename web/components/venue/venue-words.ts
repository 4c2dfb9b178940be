import { bookingCost } from '../../../contracts/bookings';
import { calendarDateIn, clockIn, dateFormat, formatMoney } from '../../../contracts/format';
import { durationWords } from '../../lib/duration-words';
import { activeLocale, t } from '../../lib/i18n';

// Short dates, lengths and costs of the venue pages in the active language (issue 29). The
// contracts' helpers (durationText, bookingCostText) write en-GB for the server's texts; these give
// the same en-GB text and every other language its own. Long dates: contracts/format.ts longDate,
// which follows the active language.

/** 'Mon 7 Dec': a calendar date 'YYYY-MM-DD' in short. */
export const venueDay = (ymd: string) => dateFormat(activeLocale(), { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${ymd}T12:00:00Z`));

/** 'Mon 7 Dec, 18:00': an instant on the venue's clock (a request's answer-by time). */
export const venueDeadline = (iso: string, timeZone: string) => t('venues.words.dayTime', { day: venueDay(calendarDateIn(iso, timeZone)), time: clockIn(iso, timeZone) });


/** '£90 (£45 an hour × 2 hours)', or 'Free'. */
export function costWords(ratePerHour: number, minutes: number, currency: string): string {
  if (ratePerHour <= 0) return t('venues.page.free');
  const money = (minor: number) => formatMoney(minor, currency, activeLocale());
  return t('venues.words.cost', { total: money(bookingCost(ratePerHour, minutes)), rate: money(ratePerHour), duration: durationWords(minutes) });
}

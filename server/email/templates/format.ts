import { dateFormat, numberFormat } from '../../../contracts/format';
import { asLocale, DEFAULT_LOCALE, type Locale } from '../../../contracts/i18n/locales';
import type { Translate } from '../../../contracts/i18n/messages';
import type { EmailContext } from './define';

// Email copy's dates, times, numbers and durations in the recipient's language (issue 29). A
// meetup's date and time are its venue's wall clock: formatted as they are (in UTC, which adds
// nothing), so every reader sees the venue's time, as the meetup page shows it.

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The recipient's language (en-GB when unknown or not one of ours). */
export const emailLocale = (ctx: EmailContext): Locale => asLocale(ctx.locale) ?? DEFAULT_LOCALE;

/** '4 December 2026' (or 'Friday 4 December 2026' with `weekday`) in `locale`; an instant is shown in `timeZone`. */
export function dayText(locale: string, value: string | Date, { weekday = false, timeZone }: { weekday?: boolean; timeZone?: string } = {}): string {
  const isDay = typeof value === 'string' && CALENDAR_DAY.test(value);
  const date = isDay ? new Date(`${value}T00:00:00Z`) : new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  return dateFormat(locale, { ...(weekday ? { weekday: 'long' as const } : {}), day: 'numeric', month: 'long', year: 'numeric', timeZone: isDay ? 'UTC' : timeZone }).format(date);
}

/** A stored wall-clock time ('08:30:00') as `locale` writes times, 24-hour where it does. */
export function timeText(locale: string, value: string): string {
  const m = /^(\d{1,2}):(\d{2})/.exec(value);
  if (!m) return value;
  return dateFormat(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'UTC' }).format(new Date(Date.UTC(2000, 0, 1, Number(m[1]), Number(m[2]))));
}

/** An instant on the venue's clock: 'Friday 4 December 2026, 08:30' (email.dateAndTime). */
export function instantText(t: Translate, locale: string, instant: string, timeZone: string): string {
  const time = dateFormat(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }).format(new Date(instant));
  return t('email.dateAndTime', { date: dayText(locale, instant, { weekday: true, timeZone }), time });
}

export const numberText = (locale: string, n: number) => numberFormat(locale).format(n);

/** 90 → '1 hour 30 minutes'. */
export function duration(t: Translate, minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h && m) return t('email.duration.hoursAndMinutes', { hours: t('email.duration.hours', { count: h }), minutes: t('email.duration.minutes', { count: m }) });
  return h ? t('email.duration.hours', { count: h }) : t('email.duration.minutes', { count: m });
}

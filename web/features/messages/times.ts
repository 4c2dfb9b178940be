import { calendarDateIn, clockIn, dateFormat, longDate } from '../../../contracts/format';
import { activeLocale, t } from '../../lib/i18n';

// Times in the inbox and a conversation, in the viewer's own time zone.

const DAY = 86_400_000;
const dayOf = (instant: string | Date) => calendarDateIn(instant, undefined);

/** A message's time under its bubble: '18:30'. */
export const bubbleTime = (instant: string) => clockIn(instant, undefined);

/** The inbox: '18:30' today, 'Yesterday', the weekday within a week, else '12 Nov'. */
export function listTime(instant: string, now = new Date()): string {
  const day = dayOf(instant);
  if (day === dayOf(now)) return bubbleTime(instant);
  if (day === dayOf(new Date(now.getTime() - DAY))) return t('messages.yesterday');
  if (now.getTime() - new Date(instant).getTime() < 6 * DAY) return dateFormat(activeLocale(), { weekday: 'short' }).format(new Date(instant));
  return dateFormat(activeLocale(), { day: 'numeric', month: 'short' }).format(new Date(instant));
}

/** A conversation's day separator: 'Today', 'Yesterday' or 'Sunday 22 November 2026'. */
export function dayLabel(instant: string, now = new Date()): string {
  const day = dayOf(instant);
  if (day === dayOf(now)) return t('messages.today');
  if (day === dayOf(new Date(now.getTime() - DAY))) return t('messages.yesterday');
  return longDate(instant, { weekday: true });
}

export const sameDay = (a: string, b: string) => dayOf(a) === dayOf(b);

import { t } from './i18n';

/**
 * '2 hours', '1 h 30 min', '45 min' in the active language (issue 29): a meetup's length on its
 * page and in the create form, a booking's on the venue's calendar. contracts/format.ts
 * durationText writes the same en-GB text for the server's.
 */
export function durationWords(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return t('meetup.duration.minutes', { m });
  return m ? t('meetup.duration.hoursMinutes', { h, m }) : t('meetup.duration.hours', { count: h });
}

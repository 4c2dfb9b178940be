import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { meetups } from '../db/schema/index';
import { clockTime, longDate } from '../../contracts/format';
import { asLocale, DEFAULT_LOCALE } from '../../contracts/i18n/locales';
import { translator } from '../i18n/translate';
import { organizerShowsProfile } from './queries';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Open Graph facts for a shared /meetups/{id} link (docs/product.md §2), in the language of the
 * request (`locale`). Only approved meetups: pending and rejected ones are private to the
 * organiser, the venue and admins.
 */
export async function meetupOgTags(db: Db, pathname: string, origin: string, appName: string, locale?: string) {
  const match = /^\/meetups\/([^/]+)\/?$/.exec(pathname);
  if (!match || !UUID.test(match[1])) return null;
  const [row] = await db.select({ m: meetups, shows: organizerShowsProfile }).from(meetups).where(and(eq(meetups.id, match[1]), eq(meetups.bookingStatus, 'approved')));
  if (!row) return null;
  const m = row.m;
  // A link preview is read by anyone: a hidden organiser is not named (decision 0040).
  const lang = asLocale(locale) ?? DEFAULT_LOCALE;
  const t = translator(lang);
  const host = (row.shows && m.organizerName) || t('api.publicMeetup.aMember');
  const when = `${longDate(m.date, { weekday: true, locale: lang })}, ${clockTime(m.time)}`;
  const hosts = m.venueName ? t('api.publicMeetup.hostsAt', { host, venue: m.venueName }) : t('api.publicMeetup.hosts', { host });
  const flat = (m.description || hosts).replace(/\s+/g, ' ').trim();
  const description = `${when}${m.venueName ? ` · ${m.venueName}` : ''}. ${flat}`;
  return {
    title: `${m.title} · ${appName}`,
    description: description.length > 200 ? `${description.slice(0, 199).trimEnd()}…` : description,
    image: null,
    url: `${origin}${pathname}`,
    type: 'event',
  };
}

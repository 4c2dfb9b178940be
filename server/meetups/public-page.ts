import { longDate, timeRange } from '../../contracts/format';
import type { Translate } from '../../contracts/i18n/messages';
import { translator } from '../i18n/translate';
import { osmLink } from '../../contracts/geo';
import { IMAGE_SIZES } from '../../contracts/storage';
import { pictureHtml } from '../storage/picture-html';
import { esc, injectOgTags, type OgTags } from '../venues/og';
import { languageVersionUrl, replaceRoot } from '../web/html';
import { DEFAULT_LOCALE, type Locale } from '../../contracts/i18n/locales';
import type { PublicMeetupView } from './public';
import { isoInZone } from './time';

// The server-rendered /m/{id}: readable without JavaScript (link previews, search engines,
// slow phones), then the React app mounts over #root and takes over (Join, sign-in prompts).

const clip = (s: string, n: number) => {
  const flat = s.replace(/\s+/g, ' ').trim();
  return flat.length > n ? `${flat.slice(0, n - 1).trimEnd()}…` : flat;
};

/** 'Friday 4 December 2026, 18:30–20:00 GMT': the day as the page's language writes it. */
export const whenText = (m: PublicMeetupView, locale: Locale = DEFAULT_LOCALE) => `${longDate(m.date, { weekday: true, locale })}, ${timeRange(m)}`;
const whereText = (m: PublicMeetupView) => [m.venue_name, m.venue_city].filter(Boolean).join(', ');
/** Who hosts it, as the page says it: the organiser's name, or "A member" when their profile is hidden (decision 0040). */
const hostText = (m: PublicMeetupView, t: Translate) => m.organizer_name || t('api.publicMeetup.aMember');

/** schema.org Event (https://schema.org/Event) for search engines. */
export function eventJsonLd(m: PublicMeetupView, appName: string, t: Translate = translator(null)): Record<string, unknown> {
  const hasGeo = m.latitude !== null && m.longitude !== null;
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: m.title,
    description: m.description || t('api.publicMeetup.hostsAt', { host: hostText(m, t), venue: m.venue_name ?? '' }),
    url: m.share_url,
    startDate: isoInZone(new Date(m.starts_at), m.time_zone),
    endDate: isoInZone(new Date(m.ends_at), m.time_zone),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    ...(m.cover_image_url ? { image: [m.cover_image_url] } : {}),
    location: {
      '@type': 'Place',
      name: m.venue_name,
      address: {
        '@type': 'PostalAddress',
        streetAddress: m.venue_address,
        ...(m.venue_city ? { addressLocality: m.venue_city } : {}),
        ...(m.venue_country ? { addressCountry: m.venue_country } : {}),
      },
      ...(hasGeo ? { geo: { '@type': 'GeoCoordinates', latitude: m.latitude, longitude: m.longitude } } : {}),
    },
    // A hidden organiser is left out rather than named (schema.org's organizer is optional).
    ...(m.organizer_name ? { organizer: { '@type': 'Person', name: m.organizer_name } } : {}),
    maximumAttendeeCapacity: m.max_attendees,
    remainingAttendeeCapacity: Math.max(0, m.max_attendees - m.attendee_count),
    inLanguage: m.language,
    // Free to join for Professional Partners of the site.
    offers: {
      '@type': 'Offer',
      url: m.share_url,
      price: 0,
      priceCurrency: 'GBP',
      availability: m.is_full ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
      seller: { '@type': 'Organization', name: appName },
    },
  };
}

/** The page's head tags in the visitor's language (`locale`, the request's). */
export function publicMeetupTags(m: PublicMeetupView, appName: string, locale: Locale = DEFAULT_LOCALE): OgTags {
  const t = translator(locale);
  return {
    title: `${m.title} · ${appName}`,
    description: clip(`${whenText(m, locale)} · ${whereText(m)}. ${m.description || t('api.publicMeetup.hosts', { host: hostText(m, t) })}`, 200),
    image: m.cover_image_url,
    lcpImage: m.cover_image_url ? { url: m.cover_image_url, sizes: IMAGE_SIZES.column } : null,
    url: m.share_url,
    type: 'event',
    jsonLd: eventJsonLd(m, appName, t),
  };
}

/** A plain link to the venue on OpenStreetMap: the server-rendered page carries no map script. */
const mapLink = (m: PublicMeetupView, t: Translate) =>
  m.latitude !== null && m.longitude !== null
    ? `<br /><a class="font-semibold text-brand-700 underline" href="${esc(osmLink({ lat: m.latitude, lng: m.longitude }))}" rel="noopener noreferrer">${esc(t('map.openOsm'))}</a>`
    : '';

/** The page's content as plain HTML inside #root (replaced when the app mounts). */
export function publicMeetupBody(m: PublicMeetupView, locale: Locale = DEFAULT_LOCALE): string {
  const t = translator(locale);
  const returnTo = encodeURIComponent(`/m/${m.id}`);
  const paragraphs = m.description
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p class="mt-3 leading-relaxed whitespace-pre-line">${esc(p)}</p>`)
    .join('');
  return [
    '<main class="mx-auto max-w-3xl px-4 py-8 text-ink">',
    m.cover_image_url ? pictureHtml(m.cover_image_url, { alt: '', sizes: IMAGE_SIZES.column, priority: true, className: 'aspect-video w-full rounded-2xl object-cover' }) : '',
    `<h1 class="mt-4 text-3xl font-bold">${esc(m.title)}</h1>`,
    '<dl class="mt-4 space-y-2">',
    `<div><dt class="font-semibold">${esc(t('api.publicMeetup.when'))}</dt><dd>${esc(whenText(m, locale))} <span>(${esc(m.time_zone.replace(/_/g, ' '))})</span></dd></div>`,
    `<div><dt class="font-semibold">${esc(t('api.publicMeetup.where'))}</dt><dd>${esc(whereText(m))}${m.venue_address ? `<br />${esc(m.venue_address)}` : ''}${mapLink(m, t)}</dd></div>`,
    `<div><dt class="font-semibold">${esc(t('api.publicMeetup.organiser'))}</dt><dd>${esc(hostText(m, t))}</dd></div>`,
    `<div><dt class="font-semibold">${esc(t('api.publicMeetup.attending'))}</dt><dd>${esc(t('api.publicMeetup.attendingCount', { count: m.attendee_count, max: m.max_attendees }))}</dd></div>`,
    '</dl>',
    paragraphs,
    m.is_past ? `<p class="mt-6">${esc(t('meetup.alreadyTookPlace'))}</p>` : `<p class="mt-6"><a class="font-semibold text-brand-700 underline" href="/login?returnTo=${returnTo}">${esc(t('meetup.signInToJoin'))}</a></p>`,
    '</main>',
  ].join('');
}

/** index.html with the meetup's head tags, and the meetup in place of #root's first-paint outline. */
export function renderPublicMeetup(shell: string, m: PublicMeetupView, appName: string, locale: Locale = DEFAULT_LOCALE, hl: Locale | null = null): string {
  const tags = publicMeetupTags(m, appName, locale);
  return replaceRoot(injectOgTags(shell, { ...tags, url: languageVersionUrl(tags.url, hl) }), publicMeetupBody(m, locale));
}

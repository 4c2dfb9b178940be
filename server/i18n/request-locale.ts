import Negotiator from 'negotiator';
import type { FastifyRequest } from 'fastify';
import { asLocale, DEFAULT_LOCALE, LOCALE_COOKIE, LOCALE_PARAM, LOCALES, type Locale } from '../../contracts/i18n/locales';

/** The remembered choice in a Cookie header (cc-locale=…), if it names one of our locales. */
export function cookieLocale(cookieHeader: string | undefined): Locale | null {
  const match = cookieHeader ? new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]+)`).exec(cookieHeader) : null;
  return asLocale(match?.[1]);
}

/** The best of our languages for an Accept-Language header (RFC 9110 weights, through `negotiator`), else null. */
export function negotiatedLocale(acceptLanguage: string | undefined): Locale | null {
  if (!acceptLanguage) return null;
  // negotiator matches "de-AT" to our "de"; "en-US" matches only a bare "en", offered too and
  // read as en-GB (our one English).
  const best = new Negotiator({ headers: { 'accept-language': acceptLanguage } }).language([...LOCALES, 'en']);
  return asLocale(best);
}

/**
 * The language a request is answered in: `?hl=` (pages), the remembered choice (cookie), the
 * visitor's Accept-Language (the browser's languages; the app sends its active one), else en-GB.
 */
export const requestLocale = (req: Pick<FastifyRequest, 'headers' | 'query'>): Locale => indicatedLocale(req) ?? DEFAULT_LOCALE;

/**
 * The language the address itself asks for (`?hl=`), or null: a page opened so is that language's
 * version, and names itself as canonical (server/web/pages.ts); without it the page is the
 * negotiated x-default version.
 */
export function addressLocale(req: Pick<FastifyRequest, 'query'>): Locale | null {
  const hl = (req.query as Record<string, unknown> | undefined)?.[LOCALE_PARAM];
  return asLocale(typeof hl === 'string' ? hl : null);
}

/** The language the request names (as requestLocale), or null when it names none of ours. */
export function indicatedLocale(req: Pick<FastifyRequest, 'headers' | 'query'>): Locale | null {
  return addressLocale(req) ?? cookieLocale(req.headers.cookie) ?? negotiatedLocale(req.headers['accept-language']);
}

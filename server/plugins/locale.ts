import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DEFAULT_LOCALE, dirOf, LOCALE_COOKIE, LOCALE_PARAM, type Locale } from '../../contracts/i18n/locales';
import { requestLocale } from '../i18n/request-locale';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language this request is answered in (server/i18n/request-locale.ts). */
    locale: Locale;
  }
}

/** `<html lang="…">` of a page set to `locale`, with its direction and the locale the app starts in (web/lib/i18n.ts). */
export const localiseHtmlTag = (html: string, locale: Locale): string =>
  html.replace(/<html lang="[^"]*"/, `<html lang="${locale}" dir="${dirOf(locale)}" data-locale="${locale}"`);

/**
 * Every request's language (issue 29, docs/decisions/0064). Pages: `<html lang dir>` in it; a
 * page asked for with `?hl=` remembers the choice (cookie), and pages vary by the headers that
 * choose the language, so a cache keeps one copy per language.
 */
export const localePlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('locale', DEFAULT_LOCALE);
    app.addHook('onRequest', (request, _reply, done) => {
      request.locale = requestLocale(request);
      done();
    });
    app.addHook('onSend', (request, reply, payload, done) => {
      const type = reply.getHeader('content-type');
      if (typeof payload !== 'string' || typeof type !== 'string' || !type.startsWith('text/html')) return done(null, payload);
      reply.header('vary', 'Accept-Language, Cookie');
      if (typeof (request.query as Record<string, unknown>)?.[LOCALE_PARAM] === 'string') {
        reply.header('set-cookie', `${LOCALE_COOKIE}=${request.locale}; Path=/; Max-Age=31536000; SameSite=Lax`);
      }
      done(null, localiseHtmlTag(payload, request.locale));
    });
  },
  { name: 'locale' },
);

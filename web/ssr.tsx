// The server's renderer (docs/decisions/0031): the same app the browser runs, rendered to HTML
// for the public pages, so a phone shows the page's real content before any JavaScript arrives.
// Built by `vite build` into dist/ssr/ssr.js (one self-contained file, Preact like the browser's
// build) and loaded by the server when it exists (server/web/ssr.ts).
import { renderToStringAsync } from 'preact-render-to-string';
import { StaticRouter } from 'react-router';
import { App, createQueryClient } from './app/app';
import { preloadFirstRender } from './app/first-render';
import { routeAt } from './app/routes';
import { defaultDescription, pageTitle } from './lib/page-meta';
import type { SsrSeed } from '../contracts/ssr';
import { DEFAULT_LOCALE, type Locale } from '../contracts/i18n/locales';
import { activateLocale, loadAppMessages, t } from './lib/i18n';

/**
 * The HTML inside #root for `url` (path and query), as a signed-out visitor sees it, with the
 * route's tab title and description; `seeds` are query answers the server already has (the same
 * JSON its API would send), so the page renders with them instead of its loading outline. The
 * browser gets the same seeds (web/main.tsx). `locale`: the page's language (server/i18n/request-locale.ts).
 */
export function renderPage(url: string, seeds: SsrSeed[] = [], locale: Locale = DEFAULT_LOCALE): Promise<{ html: string; title: string; description: string }> {
  // One render at a time: the active language is the process's (web/lib/i18n.ts), so two
  // renders in two languages must not interleave. A render takes milliseconds.
  const turn = queue.then(() => renderIn(url, seeds, locale));
  queue = turn.catch(() => undefined);
  return turn;
}

let queue: Promise<unknown> = Promise.resolve();

async function renderIn(url: string, seeds: SsrSeed[], locale: Locale) {
  await activateLocale(locale);
  const pathname = new URL(url, 'http://localhost').pathname;
  // The app's areas too: a page's preload (and its words) is cached after the first render, and the
  // next render may be in another language. The server has no first-load budget to keep.
  await Promise.all([preloadFirstRender(pathname), loadAppMessages()]);
  const queryClient = createQueryClient();
  for (const seed of seeds) queryClient.setQueryData(seed.key, seed.data);
  const route = routeAt(pathname);
  return {
    html: await renderToStringAsync(<App queryClient={queryClient} Router={({ children }) => <StaticRouter location={url}>{children}</StaticRouter>} />),
    // In the page's language: a route outside the core loaded the app's areas with its code above.
    title: route ? pageTitle(t(route.title)) : 'Civic Connect',
    description: route?.description ? t(route.description) : defaultDescription(),
  };
}

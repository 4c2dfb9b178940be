import { interpolate, type Catalogue } from '../../contracts/i18n/interpolate';
import { asLocale, DEFAULT_LOCALE, dirOf, LOCALE_COOKIE, LOCALE_PARAM, PSEUDO_LOCALE, type Locale } from '../../contracts/i18n/locales';
import type { MessageId, MessageValues } from '../../contracts/i18n/messages';

// The app's words (issue 29, docs/decisions/0064): catalogues compiled by Lingui's compiler at
// build time (scripts/i18n/vite-catalogues.ts), filled in by contracts/i18n/interpolate.ts. Only
// the active language's catalogue is loaded, as its own chunk, before the first render
// (web/main.tsx) — or before the server renders a page (web/ssr.tsx).
const source = () => import('../../contracts/i18n/catalogues/en-GB.json').then((m) => m.default as unknown as Catalogue);
const CATALOGUES: Record<Locale, () => Promise<Catalogue>> = {
  'en-GB': source,
  es: () => import('../../contracts/i18n/catalogues/es.json').then((m) => m.default as unknown as Catalogue),
  fr: () => import('../../contracts/i18n/catalogues/fr.json').then((m) => m.default as unknown as Catalogue),
  de: () => import('../../contracts/i18n/catalogues/de.json').then((m) => m.default as unknown as Catalogue),
  ar: () => import('../../contracts/i18n/catalogues/ar.json').then((m) => m.default as unknown as Catalogue),
  [PSEUDO_LOCALE]: () => Promise.all([source(), import('../../contracts/i18n/pseudo')]).then(([m, p]) => p.pseudoLocalise(m)),
};

const loaded = new Map<Locale, Catalogue>();
let locale: Locale = DEFAULT_LOCALE;

/** Loads `next`'s catalogue (once) and makes it the active language. */
export async function activateLocale(next: Locale): Promise<void> {
  if (!loaded.has(next)) loaded.set(next, await CATALOGUES[next]());
  locale = next;
}

/** The active language. */
export const activeLocale = (): Locale => locale;

/** The text of message `id` in the active language, its {placeholders} filled from `values` (the id itself if the catalogue did not load). */
export const t = (id: MessageId, values?: MessageValues): string => {
  const message = loaded.get(locale)?.[id];
  return message === undefined ? id : interpolate(locale, message, values);
};

/** Keeps a choice for a year, for the server's pages and the app alike. */
export const rememberLocale = (choice: Locale): void => {
  document.cookie = `${LOCALE_COOKIE}=${choice}; path=/; max-age=31536000; samesite=lax`;
};

/**
 * The browser's language, in the order the server picks it (server/i18n/request-locale.ts):
 * `?hl=` (remembered), the remembered choice, the language the server rendered the page in, the
 * browser's own languages (a page the service worker served from its copy), else en-GB.
 */
export function browserLocale(): Locale {
  const fromUrl = asLocale(new URLSearchParams(window.location.search).get(LOCALE_PARAM));
  if (fromUrl) rememberLocale(fromUrl);
  const remembered = asLocale(new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]+)`).exec(document.cookie)?.[1]);
  return fromUrl ?? remembered ?? asLocale(document.documentElement.dataset.locale) ?? navigator.languages.map(asLocale).find((l) => l && l !== PSEUDO_LOCALE) ?? DEFAULT_LOCALE;
}

/** <html lang dir> for the active language (Arabic reads right to left). */
export function applyDocumentLocale(active: Locale): void {
  document.documentElement.lang = active;
  document.documentElement.dir = dirOf(active);
}

/** No choice kept any more (Settings → "Same as my browser"): the page again in the browser's language. */
export function forgetLocale(): void {
  document.cookie = `${LOCALE_COOKIE}=; path=/; max-age=0; samesite=lax`;
  window.location.reload();
}

/** A choice (the footer's menu, Settings): remembered, then the page again in that language. */
export function chooseLocale(choice: Locale): void {
  rememberLocale(choice);
  const url = new URL(window.location.href);
  url.searchParams.delete(LOCALE_PARAM);
  window.location.assign(url.toString());
}

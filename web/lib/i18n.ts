import { interpolate, type Catalogue } from '../../contracts/i18n/interpolate';
import { asLocale, DEFAULT_LOCALE, dirOf, LOCALE_COOKIE, LOCALE_PARAM, PSEUDO_LOCALE, type Locale } from '../../contracts/i18n/locales';
import type { MessageId, MessageValues } from '../../contracts/i18n/messages';

// The app's words (issue 29, docs/decisions/0064, 0067): catalogues compiled by Lingui's compiler at
// build time (scripts/i18n/vite-catalogues.ts), filled in by contracts/i18n/interpolate.ts. Only
// the active language is loaded, and of it only what a page can show (contracts/i18n/areas.ts):
// the `core` area before the first render (web/main.tsx, web/ssr.tsx), the web app's other areas
// when a page outside the core needs them (loadAppMessages, called by the routes' loaders).
type Loader = () => Promise<unknown>;
const CORE = import.meta.glob<Catalogue>('../../contracts/i18n/catalogues/core/*.json', { import: 'default' });
const REST = import.meta.glob<Catalogue>(['../../contracts/i18n/catalogues/*/*.json', '!**/core/*', '!**/email/*', '!**/api/*'], { import: 'default' });
const fileOf = (path: string) => /\/([\w-]+)\.json$/.exec(path)?.[1];
/** The loaders of `locale`'s files among `files` (the pseudo-locale reads en-GB's). */
const loadersOf = (files: Record<string, Loader>, locale: Locale): Loader[] =>
  Object.entries(files)
    .filter(([path]) => fileOf(path) === (locale === PSEUDO_LOCALE ? DEFAULT_LOCALE : locale))
    .map(([, load]) => load);

async function load(files: Record<string, Loader>, locale: Locale): Promise<Catalogue> {
  const parts = (await Promise.all(loadersOf(files, locale).map((l) => l()))) as Catalogue[];
  const messages: Catalogue = Object.assign({}, ...parts);
  return locale === PSEUDO_LOCALE ? (await import('../../contracts/i18n/pseudo')).pseudoLocalise(messages) : messages;
}

const loaded = new Map<Locale, Catalogue>();
const rest = new Map<Locale, Promise<void>>();
const appMessagesReady = new Set<Locale>();
const coreReady = new Set<Locale>();
let locale: Locale = DEFAULT_LOCALE;

/** Loads `next`'s core catalogue (once) and makes it the active language. */
export async function activateLocale(next: Locale): Promise<void> {
  // Merged, not set: the app's areas may have arrived meanwhile (a page's code and its words are
  // loaded while the core's are; overwriting lost them and the page showed its message ids).
  // Active at once, so a page's words loaded alongside (web/main.tsx) are this language's.
  locale = next;
  if (!coreReady.has(next)) {
    const core = await load(CORE, next);
    loaded.set(next, { ...loaded.get(next), ...core });
    coreReady.add(next);
  }
}

/**
 * The active language's words beyond the core (every web area but the core's), loaded once, in
 * parallel files. A route outside the core awaits it with its code (web/app/routes.tsx), so its
 * first render has its words; a core page's lazy parts (a dialog, a panel) await it on opening.
 */
export function loadAppMessages(): Promise<void> {
  const active = locale;
  let pending = rest.get(active);
  if (!pending) {
    pending = load(REST, active).then((more) => {
      loaded.set(active, { ...more, ...loaded.get(active) });
      appMessagesReady.add(active);
    });
    pending.catch(() => rest.delete(active)); // a failed load is tried again by the next page
    rest.set(active, pending);
  }
  return pending;
}

/**
 * Suspends a component (its nearest Suspense boundary shows its loading state) until the active
 * language's app areas are loaded: for the parts of a core page that show app words (the member's
 * home on `/`, a panel opened from the shell).
 */
export function useAppMessages(): void {
  const pending = loadAppMessages();
  if (!appMessagesReady.has(locale)) throw pending;
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

const rememberedLocale = (): Locale | null => asLocale(new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]+)`).exec(document.cookie)?.[1]);

/**
 * The member's stored language (profiles.locale, issue 29) on this device: at a sign-in here, or
 * on a device that has no choice of its own yet (a new one), a stored language other than the
 * active one is remembered and the page shown again in it. A language asked for in the address
 * (`?hl=`) is left alone. Returns whether the page is being shown again.
 */
export function adoptMemberLocale(member: Locale | null, { signedInHere }: { signedInHere: boolean }): boolean {
  if (!member || member === locale) return false;
  if (asLocale(new URLSearchParams(window.location.search).get(LOCALE_PARAM))) return false;
  if (!signedInHere && rememberedLocale()) return false;
  chooseLocale(member);
  return true;
}

/**
 * The browser's language, in the order the server picks it (server/i18n/request-locale.ts):
 * `?hl=` (remembered), the remembered choice, the language the server rendered the page in, the
 * browser's own languages (a page the service worker served from its copy), else en-GB.
 */
export function browserLocale(): Locale {
  const fromUrl = asLocale(new URLSearchParams(window.location.search).get(LOCALE_PARAM));
  if (fromUrl) rememberLocale(fromUrl);
  const remembered = rememberedLocale();
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

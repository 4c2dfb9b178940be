import { interpolate, type Catalogue } from '../../contracts/i18n/interpolate';
import { asLocale, DEFAULT_LOCALE, dirOf, LOCALE_COOKIE, LOCALE_PARAM, PSEUDO_LOCALE, type Locale } from '../../contracts/i18n/locales';
import { WEB_AREAS, type Area } from '../../contracts/i18n/areas';
import type { MessageId, MessageValues } from '../../contracts/i18n/messages';
import { registerFormatLocale, registerTextTranslator } from '../../contracts/i18n/say';

// The app's words (issue 29, docs/decisions/0064, 0067): catalogues compiled by Lingui's compiler at
// build time (scripts/i18n/vite-catalogues.ts), filled in by contracts/i18n/interpolate.ts. Only
// the active language is loaded, and of it only what a page can show (contracts/i18n/areas.ts):
// the `core` area before the first render (web/main.tsx, web/ssr.tsx) with the areas of the page's
// route (web/app/routes.tsx corePage), every other web area when a page outside the core needs
// them (loadAppMessages). The server's own areas (email, api) are not among the files.
type Loader = () => Promise<unknown>;
// Read on first use, not at import: a test that imports the route table outside Vite (Playwright's
// e2e/no-overflow.spec.ts) loads this module but never a catalogue.
let files: Map<string, Loader> | undefined; // by `${area}/${locale}`
/** The catalogue files' loaders, indexed once (a part that shows app words asks on every render). */
function catalogueFiles(): Map<string, Loader> {
  if (files) return files;
  const found = import.meta.glob<Catalogue>(['../../contracts/i18n/catalogues/*/*.json', '!**/email/*', '!**/api/*'], { import: 'default' });
  files = new Map();
  for (const [path, load] of Object.entries(found)) {
    const [, area, language] = /\/(\w+)\/([\w-]+)\.json$/.exec(path)!;
    files.set(`${area}/${language}`, load);
  }
  return files;
}
const fileOf = (area: string, locale: Locale): Loader | undefined => catalogueFiles().get(`${area}/${locale === PSEUDO_LOCALE ? DEFAULT_LOCALE : locale}`);

// Each language's messages in one Map, areas added as they load: copying a growing object for
// every area (11 of them, ~2,750 keys) cost a phone ~12 ms of a first load.
const loaded = new Map<Locale, Map<string, Catalogue[string]>>();
const areasLoaded = new Map<string, Promise<void>>(); // by `${locale}/${area}`
const areasReady = new Set<string>();
let locale: Locale = DEFAULT_LOCALE;

/** Loads `areas` of the active language (each once; a failed load is tried again next time). */
export function loadAreas(areas: readonly string[]): Promise<void> {
  const active = locale;
  return Promise.all(
    areas.map((area) => {
      const key = `${active}/${area}`;
      let pending = areasLoaded.get(key);
      if (!pending) {
        const load = fileOf(area, active);
        pending = (load ? load() : Promise.resolve({}))
          .then(async (part) => {
            const messages = active === PSEUDO_LOCALE ? (await import('../../contracts/i18n/pseudo')).pseudoLocalise(part as Catalogue) : (part as Catalogue);
            let messagesOf = loaded.get(active);
            if (!messagesOf) loaded.set(active, (messagesOf = new Map()));
            for (const id in messages) messagesOf.set(id, messages[id]);
            areasReady.add(key);
          });
        pending.catch(() => areasLoaded.delete(key));
        areasLoaded.set(key, pending);
      }
      return pending;
    }),
  ).then(() => undefined);
}

/** Makes `next` the active language and loads its core area (once). A route's areas load with its code. */
export async function activateLocale(next: Locale): Promise<void> {
  locale = next; // first, so the route's areas (loaded alongside, web/main.tsx) are this language's
  registerFormatLocale(next === PSEUDO_LOCALE ? DEFAULT_LOCALE : next); // dates in it too (contracts/format.ts)
  await loadAreas(['core']);
}

/**
 * The active language's every web area, loaded once, in parallel files. A route outside the core
 * awaits it with its code (web/app/routes.tsx), so its first render has its words; a core page's
 * lazy parts (a dialog, a panel, the member's home) await it on opening.
 */
export const loadAppMessages = (): Promise<void> => loadAreas(WEB_AREAS);

/**
 * Suspends a component (its nearest Suspense boundary shows its loading state) until the active
 * language's web areas are loaded: for the parts of a core page that show app words.
 */
export function useAppMessages(): void {
  useMessages(WEB_AREAS);
}

/**
 * Suspends a component until `areas` of the active language are loaded: for a part of a core page
 * that shows one area's words (a venue card on the home page needs `venues`, not the whole app's;
 * loading every area there cost a visitor's phone ~10 ms of its first second, and the bytes).
 */
export function useMessages(areas: readonly Area[]): void {
  if (areas.every((area) => areasReady.has(`${locale}/${area}`))) return;
  throw loadAreas(areas);
}

/** The active language. */
export const activeLocale = (): Locale => locale;

/** The text of message `id` in the active language, its {placeholders} filled from `values` (the id itself if the catalogue did not load). */
export const t = (id: MessageId, values?: MessageValues): string => {
  const message = loaded.get(locale)?.get(id);
  return message === undefined ? id : interpolate(locale, message, values);
};

/**
 * A contract's validation message (zod, contracts/*.ts) in the active language: the `forms` area is
 * keyed by the English text (contracts/i18n/areas.ts). Any other text (a server's answer, already
 * in the request's language) as it is.
 */
export const tText = (text: string): string => {
  const message = loaded.get(locale)?.get(text);
  return message === undefined ? text : interpolate(locale, message);
};

// The contracts' labels ("Workshop", "Professional Partner") read in the active language too.
registerTextTranslator(tText);

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

// The contracts' fixed words (labels such as "Workshop", "Professional Partner") in the reader's
// language (issue 29, decision 0076). A contract is shared by the server and the browser and is
// built once, in no language, so its words are English and translated when read: the browser
// registers its translator (web/lib/i18n.ts, by the `forms` area keyed by the English text); a
// process that registers none — the server, whose emails say labels in English — reads them as
// they are. The browser build and the server build each have their own copy of this module.
let translate: (text: string) => string = (text) => text;

/** The browser's translator of an English text (the `forms` area). */
export function registerTextTranslator(fn: (text: string) => string): void {
  translate = fn;
}

/** `text` in the registered language. */
export const say = (text: string): string => translate(text);

type Words = string | { readonly label: string; readonly hint: string };
const said = <W extends Words>(words: W): W => (typeof words === 'string' ? say(words) : { label: say(words.label), hint: say(words.hint) }) as W;

/** A record of labels whose every value is read in the registered language (a Proxy: code keeps `LABELS[key]`, `Object.entries`). */
export function localised<R extends Record<string, Words>>(labels: R): R {
  return new Proxy(labels, {
    get: (target, key, receiver) => {
      const value = Reflect.get(target, key, receiver) as unknown;
      return typeof key === 'string' && Object.hasOwn(target, key) ? said(value as Words) : value;
    },
  });
}

// The language dates are written in (contracts/format.ts longDate, dateParts): the browser's active
// one once it registers it (web/lib/i18n.ts); en-GB in a process that registers none (the server,
// whose emails pass their reader's language to their own formatters).
let formatLocale = 'en-GB';

/** The browser's active language, for the contracts' date formatters. */
export function registerFormatLocale(locale: string): void {
  formatLocale = locale;
}

/** The language the contracts' date formatters write in. */
export const activeFormatLocale = (): string => formatLocale;

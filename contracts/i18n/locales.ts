// The languages of the product (issue 29, docs/decisions/0064). en-GB is the specification's own
// language and the source of every catalogue; the others are translations of it. en-XA is the
// pseudo-locale (accented, ~40% longer) that finds clipped text and strings left out of the
// catalogue: reachable only by `?hl=en-XA`, never offered in the menu or negotiated.
export const LOCALES = ['en-GB', 'es', 'fr', 'de', 'ar'] as const;
export const PSEUDO_LOCALE = 'en-XA';
export type Locale = (typeof LOCALES)[number] | typeof PSEUDO_LOCALE;
export const DEFAULT_LOCALE: Locale = 'en-GB';

/** Each language's name in itself, as the language menu lists it. */
export const LOCALE_NAMES: Record<(typeof LOCALES)[number], string> = {
  'en-GB': 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  ar: 'العربية',
};

/** The cookie that keeps a visitor's chosen language (set by `?hl=`, the menu and Settings). */
export const LOCALE_COOKIE = 'cc-locale';
/** The query parameter that picks a page's language (shareable, crawlable: hreflang alternates). */
export const LOCALE_PARAM = 'hl';

/** `value` when it names one of our locales (exactly, or by its language: "de-AT" → de), else null. */
export function asLocale(value: string | null | undefined): Locale | null {
  if (!value) return null;
  if (value === PSEUDO_LOCALE) return PSEUDO_LOCALE;
  const exact = LOCALES.find((l) => l.toLowerCase() === value.toLowerCase());
  if (exact) return exact;
  const language = value.split(/[-_]/)[0].toLowerCase();
  return language === 'en' ? 'en-GB' : (LOCALES.find((l) => l === language) ?? null);
}

/** A language a member may keep (Settings, profiles.locale): ours, not the pseudo-locale. */
export const memberLocale = (value: string | null | undefined): (typeof LOCALES)[number] | null => {
  const locale = asLocale(value);
  return locale && locale !== PSEUDO_LOCALE ? locale : null;
};

/** Right-to-left scripts among our languages. */
export const isRtl = (locale: Locale): boolean => locale === 'ar';
export const dirOf = (locale: Locale): 'rtl' | 'ltr' => (isRtl(locale) ? 'rtl' : 'ltr');

/**
 * The meetup language a viewer reads without being told (issue 29, decision 0065): their
 * interface language's English name ('en-GB' → 'English', 'fr' → 'French'). Cards name a
 * meetup's language only when it is another one.
 */
export function languageOfLocale(locale = 'en-GB'): string {
  try {
    return new Intl.DisplayNames('en', { type: 'language', languageDisplay: 'standard' }).of(locale.split('-')[0]) ?? 'English';
  } catch {
    return 'English';
  }
}

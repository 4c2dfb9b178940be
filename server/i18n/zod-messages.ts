// zod's own messages (a value of the wrong type, too short, not one of the choices…) in the
// request's language (issue 29). The contracts give most fields their own message, from the
// catalogues; the rest fall back to zod's wording, which zod ships in our languages.
import type { $ZodErrorMap, $ZodIssue } from 'zod/v4/core';
import { ar, de, en, es, fr } from 'zod/v4/locales';
import { PSEUDO_LOCALE, type Locale } from '../../contracts/i18n/locales';
import { pseudoText } from '../../contracts/i18n/pseudo';

const english = en().localeError;
const wordings: Partial<Record<Locale, $ZodErrorMap>> = { es: es().localeError, fr: fr().localeError, de: de().localeError, ar: ar().localeError };

const say = (map: $ZodErrorMap, issue: $ZodIssue): string | undefined => {
  const said = map(issue as unknown as Parameters<$ZodErrorMap>[0]);
  return typeof said === 'string' ? said : (said?.message ?? undefined);
};

/**
 * zod's message for `issue` in `locale`, when `message` is zod's English wording of it (not a
 * contract's own text); undefined otherwise, and for en-GB (zod's English is ours). The
 * pseudo-locale (en-XA) gets zod's English accented and bracketed.
 */
export function zodMessageIn(issue: $ZodIssue, message: string, locale: Locale): string | undefined {
  if (say(english, issue) !== message) return undefined;
  // The pseudo-locale accents zod's English too, so its run finds no plain English (issue 29).
  if (locale === PSEUDO_LOCALE) return pseudoText(message);
  const wording = wordings[locale];
  return wording ? say(wording, issue) : undefined;
}

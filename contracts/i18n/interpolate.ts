import type { CompiledMessage } from '@lingui/message-utils/compileMessage';
import { dateFormat, numberFormat } from '../format';
import type { MessageValues } from './messages';

/** A catalogue as shipped: message id → Lingui's compiled form of its ICU text, or the text itself when it has no placeholders (scripts/i18n/vite-catalogues.ts). */
export type Catalogue = Record<string, CompiledMessage | string>;

type Cases = Record<string, CompiledMessage | string> & { offset?: number | string };

/**
 * A compiled message's text with its placeholders filled (docs/decisions/0064). Lingui's compiler
 * (@lingui/message-utils, at build time and at the server's start) parses the ICU text into
 * arrays; this walks them, choosing plural forms with the language's own Intl.PluralRules (Arabic
 * has six) and writing numbers with Intl.NumberFormat. It stands in for @lingui/core's runtime,
 * which does the same walk plus features we do not use, at 2.2 KB gzip against a first-load budget
 * that had 0.3 KB left; the web app and the server share it, so both say the same words.
 */
// Kept per locale and kind, like contracts/format.ts keeps its formatters: building an Intl object
// costs far more than using one, and a page calls this for every plural it shows.
const pluralRules = new Map<string, Intl.PluralRules>();
function pluralRule(locale: string, type: Intl.PluralRuleType): Intl.PluralRules {
  const key = `${locale}|${type}`;
  let rule = pluralRules.get(key);
  if (!rule) pluralRules.set(key, (rule = new Intl.PluralRules(locale, { type })));
  return rule;
}

export function interpolate(locale: string, message: CompiledMessage | string, values: MessageValues = {}): string {
  const number = (n: number) => numberFormat(locale).format(n);
  const render = (tokens: CompiledMessage | string, count?: number): string => {
    if (!Array.isArray(tokens)) return tokens;
    let out = '';
    for (const token of tokens) {
      if (typeof token === 'string') {
        // '#' inside a plural form is its number; anywhere else it is a '#'.
        out += token === '#' && count !== undefined ? number(count) : token;
        continue;
      }
      const [name, type, options] = token as [string, string?, unknown?];
      const value = values[name];
      if (type === 'plural' || type === 'selectordinal') {
        const cases = options as Cases;
        const n = Number(value) - Number(cases.offset ?? 0);
        const form = pluralRule(locale, type === 'plural' ? 'cardinal' : 'ordinal').select(n);
        // Lingui's compiler writes an exact case `=0` as the key '0'.
        out += render(cases[`=${Number(value)}`] ?? cases[String(Number(value))] ?? cases[form] ?? cases.other, n);
      } else if (type === 'select') {
        const cases = options as Cases;
        out += render(cases[String(value)] ?? cases.other, count);
      } else if (type === 'number') {
        out += number(Number(value));
      } else if (type === 'date' || type === 'time') {
        // `{day, date, full}`: the style as Intl names it; a calendar day 'YYYY-MM-DD' is that day
        // wherever this runs (read at midnight UTC, written in UTC).
        const style = (typeof options === 'string' ? options.trim() : type === 'date' ? 'medium' : 'short') as 'full' | 'long' | 'medium' | 'short';
        const day = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);
        const when = day ? new Date(`${value}T00:00:00Z`) : new Date(value as string | number | Date);
        out += dateFormat(locale, type === 'date' ? { dateStyle: style, ...(day ? { timeZone: 'UTC' } : {}) } : { timeStyle: style }).format(when);
      } else if (value != null) {
        out += String(value);
      }
    }
    return out;
  };
  return render(message);
}

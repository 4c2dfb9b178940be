import { activeLocale } from './i18n';

// The currencies a venue may quote in (decision 0065): every ISO 4217 code this browser's Intl
// knows, named in the viewer's language; the most used first so the list opens where people look.
const FIRST = ['GBP', 'EUR', 'USD', 'JPY', 'CHF', 'CAD', 'AUD'];

let kept: { locale: string; options: [string, string][] } | null = null;

/** [code, 'EUR — Euro'] for a select, the common ones first, then the rest by code. */
export function currencyOptions(locale: string = activeLocale()): [string, string][] {
  if (kept?.locale === locale) return kept.options;
  const names = new Intl.DisplayNames(locale, { type: 'currency' });
  const all = Intl.supportedValuesOf('currency');
  const order = [...FIRST.filter((c) => all.includes(c)), ...all.filter((c) => !FIRST.includes(c))];
  const options = order.map((c): [string, string] => [c, `${c} — ${names.of(c) ?? c}`]);
  kept = { locale, options };
  return options;
}

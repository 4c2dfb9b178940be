import { Languages } from 'lucide-react';
import { useId } from 'react';
import { LOCALE_NAMES, LOCALES, type Locale } from '../../../contracts/i18n/locales';
import { activeLocale, chooseLocale, t } from '../../lib/i18n';

/**
 * The footer's language menu (issue 29): each language named in itself. Choosing one keeps it
 * (cookie; a member's Settings → Preferences keeps it in their profile) and shows the page again
 * in that language.
 */
export function LanguageMenu() {
  const id = useId();
  const current = activeLocale();
  return (
    <div className="me-2 flex items-center gap-2">
      <Languages aria-hidden="true" className="size-4 text-ink-muted" />
      <label htmlFor={id} className="sr-only">
        {t('footer.language')}
      </label>
      <select
        id={id}
        data-testid="language-menu"
        value={LOCALES.includes(current as (typeof LOCALES)[number]) ? current : ''}
        onChange={(e) => chooseLocale(e.currentTarget.value as Locale)}
        className="min-h-11 rounded-xl border border-line bg-surface-raised px-3 text-sm text-ink hover:bg-surface-sunken"
      >
        {/* The pseudo-locale (development and tests) is reached only by ?hl=en-XA. */}
        {!LOCALES.includes(current as (typeof LOCALES)[number]) && <option value="">{current}</option>}
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {LOCALE_NAMES[locale]}
          </option>
        ))}
      </select>
    </div>
  );
}

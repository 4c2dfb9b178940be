import { useState } from 'react';
import { LOCALE_NAMES, LOCALES, memberLocale, type Locale } from '../../../contracts/i18n/locales';
import { Card } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { useToast } from '../../components/ui/toast';
import { chooseLocale, forgetLocale, t } from '../../lib/i18n';
import { patchProfile } from './api';

/**
 * Settings → Preferences → Language (issue 29): kept in the member's profile (profiles.locale),
 * so their emails and every device follow it; the page shows itself again in that language.
 * "Same as my browser" forgets it (null).
 */
export function LanguagePreference({ current }: { current: Locale | null }) {
  const { toast } = useToast();
  const [saving, setSaving] = useState(false);
  async function save(value: string) {
    setSaving(true);
    try {
      const locale = memberLocale(value);
      await patchProfile({ locale });
      if (locale) chooseLocale(locale);
      else forgetLocale();
    } catch {
      toast({ type: 'error', title: t('settings.language.failed') });
      setSaving(false);
    }
  }
  return (
    <Card>
      <Field label={t('settings.language.title')} hint={t('settings.language.hint')}>
        {({ id, describedBy }) => (
          <select
            id={id}
            data-testid="settings-language"
            aria-describedby={describedBy}
            disabled={saving}
            value={current ?? ''}
            onChange={(e) => void save(e.currentTarget.value)}
            className="min-h-11 w-full rounded-xl border border-line bg-surface-raised px-3 text-ink sm:w-72"
          >
            <option value="">{t('settings.language.browser')}</option>
            {LOCALES.map((locale) => (
              <option key={locale} value={locale} lang={locale}>
                {LOCALE_NAMES[locale]}
              </option>
            ))}
          </select>
        )}
      </Field>
    </Card>
  );
}

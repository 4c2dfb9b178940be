import { activeLocale, t } from '../../lib/i18n';
import type { MessageId } from '../../../contracts/i18n/messages';
import { numberFormat } from '../../../contracts/format';

// Labels of the meetups' fixed values in the active language (issue 29): contracts/labels.ts keeps
// the English for the server and the schemas; the web resolves them here, at render time.

/** A fixed value's label (`meetups.<kind>.<value>`); an unknown value is shown as stored. */
function fixedLabel(kind: 'type' | 'experience' | 'frequency' | 'dressCode', value: string): string {
  const id = `meetups.${kind}.${value}` as MessageId;
  const text = t(id);
  return text === id ? value : text;
}

/** "Workshop", "Atelier", … */
export const meetupTypeLabel = (type: string): string => fixedLabel('type', type);
/** "All levels", "Beginner", … */
export const experienceLabel = (level: string): string => fixedLabel('experience', level);
/** "Weekly", "Every two weeks", "Monthly". */
export const frequencyLabel = (frequency: string): string => fixedLabel('frequency', frequency);
/** "Smart casual", "Formal", … */
export const dressCodeLabel = (code: string): string => fixedLabel('dressCode', code);


// The meetup languages are stored by their English names (contracts/meetups.ts MEETUP_LANGUAGES).
const LANGUAGE_CODES: Record<string, string> = { English: 'en', Welsh: 'cy', French: 'fr', German: 'de', Spanish: 'es', Portuguese: 'pt', Italian: 'it', Dutch: 'nl', Polish: 'pl', Arabic: 'ar', Hindi: 'hi', Mandarin: 'cmn', Japanese: 'ja' };

/** A meetup language's name in the reader's language (English keeps the stored name: "Mandarin"). */
export function meetupLanguageName(language: string): string {
  const code = LANGUAGE_CODES[language];
  if (!code || activeLocale().startsWith('en')) return language;
  try {
    return new Intl.DisplayNames(activeLocale(), { type: 'language' }).of(code) ?? language;
  } catch {
    return language;
  }
}

/**
 * A distance as contracts/geo.ts formatDistanceKm rounds it (450 m, 1.2 km, 12 km), its number
 * written the reader's way (1,2 km in German and French).
 */
export function distanceText(km: number): string {
  const n = (value: number, digits = 0) => numberFormat(activeLocale(), { minimumFractionDigits: digits, maximumFractionDigits: digits, useGrouping: false }).format(value);
  if (km < 1) return t('meetups.distance.metres', { distance: n(Math.max(10, Math.round((km * 1000) / 10) * 10)) });
  return t('meetups.distance.km', { distance: km < 10 ? n(km, 1) : n(Math.round(km)) });
}

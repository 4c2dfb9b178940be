import type { MessageId } from '../../../contracts/i18n/messages';
import { VENUE_TYPES } from '../../../contracts/labels';
import { t } from '../../lib/i18n';

/**
 * A venue type's name in the active language (issue 29). contracts/labels.ts keeps the English
 * labels for the server's pages and emails; the web app reads the catalogue's, by the type's value.
 */
export function venueTypeName(value: string): string {
  return VENUE_TYPES.some((v) => v.value === value) ? t(`venues.type.${value}` as MessageId) : t('venues.type.venue');
}

/** Every type, in the contracts' order, with its name: the filter's and the form's choices. */
export const venueTypeOptions = () => VENUE_TYPES.map((v) => ({ value: v.value, label: venueTypeName(v.value) }));

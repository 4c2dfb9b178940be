import { t } from '../../lib/i18n';

// Every Settings text of docs/product.md §2, §5 and §8 (en-GB verbatim in the `settings` catalogue),
// read when shown: t() needs the loaded catalogue, so nothing here runs at module load.
const pair = (title: Parameters<typeof t>[0], message: Parameters<typeof t>[0]) => () => ({ title: t(title), message: t(message) });

export const SETTINGS_TEXT = {
  emailNote: () => t('settings.text.emailNote'),
  confirmHint: () => t('settings.text.confirmHint'),
  twoFactor: () => t('settings.text.twoFactor'),
  nameFailed: pair('settings.text.updateFailed', 'settings.text.nameFailed'),
  nameSaved: pair('settings.text.profileUpdated', 'settings.text.nameSaved'),
  emailPrefsFailed: pair('settings.text.saveFailed', 'settings.text.emailPrefsFailed'),
  notificationPrefsFailed: pair('settings.text.saveFailed', 'settings.text.notificationPrefsFailed'),
  emailPrefsSaved: pair('settings.text.preferencesSaved', 'settings.text.emailPrefsSaved'),
  notificationPrefsSaved: pair('settings.text.preferencesSaved', 'settings.text.notificationPrefsSaved'),
  mismatch: pair('settings.text.mismatch', 'settings.text.passwordsDiffer'),
  passwordFailed: pair('settings.text.updateFailed', 'settings.text.passwordFailed'),
  passwordUpdated: pair('settings.text.passwordUpdated', 'settings.text.passwordChanged'),
};

import type { Translate } from '../../contracts/i18n/messages';
import { translator } from '../i18n/translate';

/**
 * "Chrome on Android", "Safari on iPhone"…: how Settings names a device, from the user agent that
 * subscribed it, in the reader's words (`t`). Only a label for the member to tell their devices
 * apart; never a decision. Browser and system names are the same in every language.
 */
export function browserName(userAgent: string | null | undefined, t: Translate = translator(null)): string {
  const ua = userAgent ?? '';
  const browser = /Edg(e|A|iOS)?\//.test(ua)
    ? 'Edge'
    : /SamsungBrowser\//.test(ua)
      ? 'Samsung Internet'
      : /OPR\/|Opera/.test(ua)
        ? 'Opera'
        : /Firefox\/|FxiOS\//.test(ua)
          ? 'Firefox'
          : /Chrome\/|CriOS\/|Chromium\//.test(ua)
            ? 'Chrome'
            : /Safari\//.test(ua)
              ? 'Safari'
              : null;
  const system = /iPhone/.test(ua)
    ? 'iPhone'
    : /iPad/.test(ua)
      ? 'iPad'
      : /Android/.test(ua)
        ? 'Android'
        : /Windows/.test(ua)
          ? 'Windows'
          : /Mac OS X|Macintosh/.test(ua)
            ? 'Mac'
            : /CrOS/.test(ua)
              ? 'ChromeOS'
              : /Linux/.test(ua)
                ? 'Linux'
                : null;
  if (browser && system) return t('api.push.browserOn', { browser, system });
  return browser ?? (system ? t('api.push.aBrowserOn', { system }) : t('api.push.aBrowser'));
}

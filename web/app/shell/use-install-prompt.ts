import { useCallback, useEffect, useState } from 'react';
import { INSTALL_PROMPT_DELAY_MS, IOS_HINT_DISMISS_DAYS, STORAGE_KEYS } from '../../../contracts/constants';
import { readStored, writeStored } from './storage';

// Chromium's install event; not in TypeScript's DOM library.
type BeforeInstallPromptEvent = Event & { prompt: () => Promise<void>; userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }> };

const isStandalone = () =>
  window.matchMedia('(display-mode: standalone)').matches || (navigator as Navigator & { standalone?: boolean }).standalone === true;

/** iPhone or iPad in Safari itself (Chrome, Firefox and Edge on iOS cannot add to the home screen the same way). */
function isIosSafari(): boolean {
  const ua = navigator.userAgent;
  const ios = /iPad|iPhone|iPod/.test(ua) || (navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1);
  return ios && /Safari/.test(ua) && !/CriOS|FxiOS|EdgiOS|OPiOS/.test(ua);
}

const iosHintDismissed = () => Number(readStored(STORAGE_KEYS.iosDismissedUntil) ?? 0) > Date.now();

/**
 * Install prompt states (docs/product.md §4): hidden, shown, dismissed (for the session) or installed (for
 * good). The card appears 3 s after the browser offers installation; the iOS hint 3 s after load.
 */
export function useInstallPrompt() {
  const [event, setEvent] = useState<BeforeInstallPromptEvent | null>(null);
  const [show, setShow] = useState<'none' | 'install' | 'ios'>('none');

  useEffect(() => {
    if (isStandalone()) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onPrompt = (e: Event) => {
      e.preventDefault(); // keep the browser's mini-infobar away; our card offers it instead
      setEvent(e as BeforeInstallPromptEvent);
      if (readStored(STORAGE_KEYS.pwaPromptDismissed, 'session') === '1') return;
      clearTimeout(timer);
      timer = setTimeout(() => setShow('install'), INSTALL_PROMPT_DELAY_MS);
    };
    const onInstalled = () => {
      clearTimeout(timer);
      setEvent(null);
      setShow('none');
    };
    window.addEventListener('beforeinstallprompt', onPrompt);
    window.addEventListener('appinstalled', onInstalled);
    if (isIosSafari() && !iosHintDismissed()) timer = setTimeout(() => setShow('ios'), INSTALL_PROMPT_DELAY_MS);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('beforeinstallprompt', onPrompt);
      window.removeEventListener('appinstalled', onInstalled);
    };
  }, []);

  const later = useCallback(() => {
    writeStored(STORAGE_KEYS.pwaPromptDismissed, '1', 'session');
    setShow('none');
  }, []);

  const install = useCallback(async () => {
    if (!event) return;
    setShow('none');
    await event.prompt();
    const { outcome } = await event.userChoice;
    // The event can be used only once; if declined, treat it as Maybe Later for this session.
    if (outcome !== 'accepted') writeStored(STORAGE_KEYS.pwaPromptDismissed, '1', 'session');
    setEvent(null);
  }, [event]);

  const dismissIosHint = useCallback(() => {
    writeStored(STORAGE_KEYS.iosDismissedUntil, String(Date.now() + IOS_HINT_DISMISS_DAYS * 86_400_000));
    setShow('none');
  }, []);

  return { show, later, install, dismissIosHint };
}

import { CalendarCheck, X } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { REMINDER_CHIP_SCROLL_PX } from '../../../contracts/constants';
import { useSession } from '../../lib/session';
import { useIsDesktop } from './use-media-query';
import { useMeetupCount } from './use-meetup-count';
import { useScrolledPast } from './use-scrolled';
import { t, useMessages } from '../../lib/i18n';

/**
 * docs/product.md §2 reminder chip: large screens, signed-in members with meetups; hidden once the page
 * scrolls beyond 200 px or the member dismisses it.
 */
export function ReminderChip() {
  useMessages(['app']); // rendered for signed-in members on a computer only (web/app/shell/app-shell.tsx)
  const { status } = useSession();
  const isDesktop = useIsDesktop();
  const count = useMeetupCount();
  const scrolled = useScrolledPast(REMINDER_CHIP_SCROLL_PX);
  const [dismissed, setDismissed] = useState(false);
  if (status !== 'signedIn' || !isDesktop || count < 1 || scrolled || dismissed) return null;
  return (
    // Steps aside while a menu or the notification panel from the bar is open (Radix renders
    // them in a popper wrapper): the panel opened over the chip (issue 17).
    <aside
      aria-label={t('reminder.label')}
      data-testid="reminder-chip"
      className="fixed top-20 right-6 z-30 flex items-center [body:has([data-radix-popper-content-wrapper])_&]:hidden gap-3 rounded-full border border-line bg-surface-raised py-1.5 pr-1.5 pl-4 text-sm shadow-lg"
    >
      <CalendarCheck aria-hidden="true" className="h-4 w-4 text-brand-700 dark:text-brand-300" />
      <span className="font-medium text-ink">{t('reminder.youHave', { count })}</span>
      <Link to="/meetups" className="rounded-full bg-brand-700 px-3 py-1.5 font-semibold text-white hover:bg-brand-800 dark:bg-brand-600 dark:hover:bg-brand-700">
        {t('reminder.view')}
      </Link>
      <button
        type="button"
        onClick={() => setDismissed(true)}
        aria-label={t('reminder.dismiss')}
        className="flex h-8 w-8 items-center justify-center rounded-full text-ink-muted hover:bg-surface-sunken hover:text-ink"
      >
        <X aria-hidden="true" className="h-4 w-4" />
      </button>
    </aside>
  );
}

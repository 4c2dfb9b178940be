import { Vibrate, Volume2 } from 'lucide-react';
import { cn } from '../../lib/cn';
import { t } from '../../lib/i18n';
import { useAlertPref, type AlertPref } from './alert-prefs';

function AlertSwitch({ pref, label, Icon }: { pref: AlertPref; label: string; Icon: typeof Volume2 }) {
  const [on, setOn] = useAlertPref(pref);
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      onClick={() => setOn(!on)}
      className="inline-flex min-h-11 items-center gap-2 rounded-xl px-2 text-sm font-medium text-ink hover:bg-surface-sunken"
    >
      <Icon aria-hidden="true" className="size-4 text-ink-muted" />
      {label}
      <span aria-hidden="true" className={cn('relative h-6 w-10 rounded-full transition-colors', on ? 'bg-brand-600 dark:bg-brand-500' : 'bg-gray-400 dark:bg-gray-600')}>
        <span className={cn('absolute top-0.5 size-5 rounded-full bg-white shadow transition-[inset-inline-start]', on ? 'start-[1.125rem]' : 'start-0.5')} />
      </span>
    </button>
  );
}

/** Sound and vibration for new notifications, remembered on this device (docs/product.md §9). */
export function AlertSwitches() {
  return (
    <div className="flex flex-wrap items-center">
      <AlertSwitch pref="sound" label={t('notifications.sound')} Icon={Volume2} />
      <AlertSwitch pref="vibration" label={t('notifications.vibration')} Icon={Vibrate} />
    </div>
  );
}

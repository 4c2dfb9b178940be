import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import type { ProfileDto } from '../../../contracts/profile';
import { useToast } from '../../components/ui/toast';
import { cn } from '../../lib/cn';
import { t } from '../../lib/i18n';
import { useSession } from '../../lib/session';
import { patchProfile, profileKey } from './api';
import type { PreferenceLabels } from './preference-labels';
import { SETTINGS_TEXT } from './settings-text';

type Field = 'email_preferences' | 'notification_preferences' | 'push_preferences';

/**
 * A group of preference checkboxes saved to the profile as soon as one changes (only that
 * switch is sent, so two tabs cannot undo each other). When `all` is off the others are
 * disabled: nothing of this kind is sent anyway (docs/product.md §5).
 */
export function PreferenceGroup({ field, legend, description, labels, values, hide = [] }: { field: Field; legend: string; description: string; labels: PreferenceLabels; values: Record<string, boolean>; hide?: string[] }) {
  const { toast } = useToast();
  const { session } = useSession();
  const qc = useQueryClient();
  // Saves run independently (a focused checkbox is never disabled under the keyboard); the
  // server's answer replaces the optimistic state only when no other save is still running.
  const inFlight = useRef(0);
  // The ticks the user just made, shown at once (the query cache notifies a tick later, and a
  // controlled checkbox must change within the event or the browser's change is undone).
  const [local, setLocal] = useState<Record<string, boolean>>({});
  const baseId = useId();
  const isEmail = field === 'email_preferences';
  const key = profileKey(session?.user.id);

  async function toggle(name: string, checked: boolean) {
    const previous = qc.getQueryData<ProfileDto>(key);
    inFlight.current += 1;
    setLocal((l) => ({ ...l, [name]: checked }));
    qc.setQueryData<ProfileDto>(key, (p) => (p ? { ...p, [field]: { ...p[field], [name]: checked } } : p));
    try {
      const profile = await patchProfile({ [field]: { [name]: checked } });
      if (inFlight.current === 1) qc.setQueryData(key, profile);
      toast({ type: 'success', ...(isEmail ? SETTINGS_TEXT.emailPrefsSaved() : SETTINGS_TEXT.notificationPrefsSaved()) });
    } catch {
      qc.setQueryData<ProfileDto>(key, (p) => (p && previous ? { ...p, [field]: { ...p[field], [name]: previous[field][name as never] } } : p));
      toast({ type: 'error', ...(isEmail ? SETTINGS_TEXT.emailPrefsFailed() : SETTINGS_TEXT.notificationPrefsFailed()) });
    } finally {
      inFlight.current -= 1;
      setLocal((l) => {
        const { [name]: _done, ...rest } = l;
        return rest;
      });
    }
  }

  const shown = { ...values, ...local };
  const allOff = shown.all === false;
  return (
    <fieldset className="space-y-1" aria-describedby={`${baseId}-desc`}>
      <legend className="text-base font-semibold text-ink">{legend}</legend>
      <p id={`${baseId}-desc`} className="pb-2 text-sm text-ink-muted">
        {description}
      </p>
      {/* `hide`: switches about things the member does not have (venue bookings without a venue). */}
      {Object.entries(labels).filter(([name]) => !hide.includes(name)).map(([name, { label, hint }]) => {
        const id = `${baseId}-${name}`;
        const disabled = name !== 'all' && allOff;
        return (
          <div key={name} className={cn('flex items-start gap-3 rounded-xl px-1 py-2', name === 'all' && 'border-b border-line pb-3 mb-1')}>
            <input
              id={id}
              type="checkbox"
              className="mt-0.5 size-5 shrink-0 accent-brand-700 disabled:opacity-50 dark:accent-brand-400"
              checked={shown[name] !== false}
              disabled={disabled}
              aria-describedby={`${id}-hint`}
              onChange={(e) => void toggle(name, e.target.checked)}
            />
            <div className="min-w-0">
              <label htmlFor={id} className={cn('block text-sm font-medium text-ink', disabled && 'text-ink-muted')}>
                {t(label)}
              </label>
              <p id={`${id}-hint`} className="text-sm text-ink-muted">
                {disabled ? t('settings.preferences.paused', { all: t(labels.all.label) }) : t(hint)}
              </p>
            </div>
          </div>
        );
      })}
    </fieldset>
  );
}

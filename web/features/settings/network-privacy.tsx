import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { ProfilePatch } from '../../../contracts/preferences';
import type { ProfileDto } from '../../../contracts/profile';
import { useToast } from '../../components/ui/toast';
import { cn } from '../../lib/cn';
import { t } from '../../lib/i18n';
import { useSession } from '../../lib/session';
import { patchProfile, profileKey, useOwnProfile } from './api';

const WHO = [
  { value: 'met', label: 'settings.network.met', hint: 'settings.network.metHint' },
  { value: 'nobody', label: 'settings.network.nobody', hint: 'settings.network.nobodyHint' },
] as const;

/**
 * Settings → Privacy (issue 26): who may send me message requests, and "Show my connections on
 * my profile". Each change is saved at once; the server enforces both.
 */
export function NetworkPrivacy() {
  const { data: profile } = useOwnProfile();
  const { session } = useSession();
  const qc = useQueryClient();
  const { toast } = useToast();
  // The choice just made, shown at once (a controlled input must change within the event).
  const [local, setLocal] = useState<Partial<Pick<ProfileDto, 'message_requests_from' | 'show_connections'>>>({});
  const id = useId();
  const from = local.message_requests_from ?? profile?.message_requests_from ?? 'met';
  const showConnections = local.show_connections ?? profile?.show_connections !== false;

  async function save(patch: Pick<ProfilePatch, 'message_requests_from' | 'show_connections'>, done: string) {
    setLocal((l) => ({ ...l, ...patch }));
    try {
      qc.setQueryData(profileKey(session?.user.id), await patchProfile(patch));
      toast({ type: 'success', title: t('settings.privacy.saved'), message: done });
    } catch {
      toast({ type: 'error', title: t('settings.text.saveFailed'), message: t('settings.privacy.saveFailed') });
    } finally {
      setLocal({});
    }
  }

  return (
    <div className="space-y-5">
      <fieldset className="space-y-2" aria-describedby={`${id}-who-hint`}>
        <legend className="font-medium text-ink">{t('settings.network.who')}</legend>
        <p id={`${id}-who-hint`} className="text-sm text-ink-muted">
          {t('settings.network.whoHint')}
        </p>
        <div className="grid gap-2 sm:grid-cols-2">
          {WHO.map((o) => (
            <label
              key={o.value}
              className={cn(
                'flex cursor-pointer items-start gap-3 rounded-xl border px-3 py-3 transition-colors',
                from === o.value ? 'border-brand-500 bg-brand-50 dark:border-brand-400 dark:bg-brand-950/40' : 'border-line hover:bg-surface-sunken',
              )}
            >
              <input
                type="radio"
                name={`${id}-who`}
                value={o.value}
                checked={from === o.value}
                disabled={!profile}
                onChange={() => void save({ message_requests_from: o.value }, o.value === 'met' ? t('settings.network.metSaved') : t('settings.network.nobodySaved'))}
                className="mt-0.5 size-5 shrink-0 accent-brand-700 dark:accent-brand-400"
              />
              <span>
                <span className="block font-medium text-ink">{t(o.label)}</span>
                <span className="block text-sm text-ink-muted">{t(o.hint)}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex items-start gap-3">
        <input
          id={`${id}-show`}
          type="checkbox"
          className="mt-0.5 size-5 shrink-0 accent-brand-700 dark:accent-brand-400"
          checked={showConnections}
          disabled={!profile}
          onChange={(e) =>
            void save({ show_connections: e.target.checked }, e.target.checked ? t('settings.network.shownSaved') : t('settings.network.hiddenSaved'))
          }
          aria-describedby={`${id}-show-hint`}
        />
        <div>
          <label htmlFor={`${id}-show`} className="font-medium text-ink">
            {t('settings.network.show')}
          </label>
          <p id={`${id}-show-hint`} className="text-sm text-ink-muted">
            {t('settings.network.showHint')}
          </p>
        </div>
      </div>
    </div>
  );
}

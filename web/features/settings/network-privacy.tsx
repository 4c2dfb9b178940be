import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { ProfilePatch } from '../../../contracts/preferences';
import type { ProfileDto } from '../../../contracts/profile';
import { useToast } from '../../components/ui/toast';
import { cn } from '../../lib/cn';
import { useSession } from '../../lib/session';
import { patchProfile, profileKey, useOwnProfile } from './api';

const WHO = [
  { value: 'met', label: 'People I met at meetups', hint: 'Members who attended a meetup with you may write to you first; you accept or ignore their request.' },
  { value: 'nobody', label: 'Nobody', hint: 'Only your connections can write to you.' },
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
      toast({ type: 'success', title: 'Privacy saved', message: done });
    } catch {
      toast({ type: 'error', title: 'Save failed', message: 'Could not save your privacy choice.' });
    } finally {
      setLocal({});
    }
  }

  return (
    <div className="space-y-5">
      <fieldset className="space-y-2" aria-describedby={`${id}-who-hint`}>
        <legend className="font-medium text-ink">Who may send you message requests</legend>
        <p id={`${id}-who-hint`} className="text-sm text-ink-muted">
          Your connections can always write to you.
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
                onChange={() => void save({ message_requests_from: o.value }, o.value === 'met' ? 'People you met at meetups may send you message requests.' : 'Nobody but your connections can write to you.')}
                className="mt-0.5 size-5 shrink-0 accent-brand-700 dark:accent-brand-400"
              />
              <span>
                <span className="block font-medium text-ink">{o.label}</span>
                <span className="block text-sm text-ink-muted">{o.hint}</span>
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
            void save({ show_connections: e.target.checked }, e.target.checked ? 'Your profile shows your connections.' : 'Your connections are hidden from your profile.')
          }
          aria-describedby={`${id}-show-hint`}
        />
        <div>
          <label htmlFor={`${id}-show`} className="font-medium text-ink">
            Show my connections on my profile
          </label>
          <p id={`${id}-show-hint`} className="text-sm text-ink-muted">
            Members who open your profile see how many connections you have and a few of their names. Off, only you see them.
          </p>
        </div>
      </div>
    </div>
  );
}

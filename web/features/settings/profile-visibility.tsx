import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { ProfileDto } from '../../../contracts/profile';
import { useToast } from '../../components/ui/toast';
import { t } from '../../lib/i18n';
import { useSession } from '../../lib/session';
import { patchProfile, profileKey, useOwnProfile } from './api';

/**
 * Settings → Privacy: "Show my profile to other members" (issue 16, on by default). Off, other
 * members cannot open /members/{id}; the member still sees it, and names still show next to comments.
 */
export function ProfileVisibility() {
  const { data: profile } = useOwnProfile();
  const { session } = useSession();
  const qc = useQueryClient();
  const { toast } = useToast();
  // The tick just made, shown at once: a controlled checkbox must change within the event, or
  // the browser's change is undone before the save answers.
  const [local, setLocal] = useState<boolean | null>(null);
  const id = useId();
  const shown = local ?? profile?.show_profile !== false;

  async function toggle(checked: boolean) {
    setLocal(checked);
    try {
      qc.setQueryData(profileKey(session?.user.id), await patchProfile({ show_profile: checked }));
      toast({ type: 'success', title: t('settings.privacy.saved'), message: checked ? t('settings.visibility.shown') : t('settings.visibility.hidden') });
    } catch {
      qc.setQueryData<ProfileDto>(profileKey(session?.user.id), (p) => (p ? { ...p, show_profile: !checked } : p));
      toast({ type: 'error', title: t('settings.text.saveFailed'), message: t('settings.privacy.saveFailed') });
    } finally {
      setLocal(null);
    }
  }

  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        className="mt-0.5 size-5 shrink-0 accent-brand-700 dark:accent-brand-400"
        checked={shown}
        disabled={!profile}
        onChange={(e) => void toggle(e.target.checked)}
        aria-describedby={`${id}-hint`}
      />
      <div>
        <label htmlFor={id} className="font-medium text-ink">
          {t('settings.visibility.label')}
        </label>
        <p id={`${id}-hint`} className="text-sm text-ink-muted">
          {t('settings.visibility.hint')}{' '}
          {session && (
            <Link to={`/members/${session.user.id}`} className="font-semibold text-brand-700 underline dark:text-brand-300">
              {t('settings.visibility.preview')}
            </Link>
          )}
        </p>
      </div>
    </div>
  );
}

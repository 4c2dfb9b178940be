import { Camera, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { avatarPath, extensionOf } from '../../../contracts/storage';
import { useToast } from '../../components/ui/toast';
import { initials } from '../../components/user-avatar';
import { numberFormat } from '../../../contracts/format';
import { api } from '../../lib/api';
import { activeLocale, t } from '../../lib/i18n';
import { ACCEPT_IMAGES, precheck, uploadFile } from '../../lib/upload';

/** Avatar with upload (bucket avatars, upsert, docs/product.md §10) and progress; the old file is removed by the server. */
export function AvatarUpload({ userId, name, avatar, onChanged }: { userId: string; name: string; avatar: string | null; onChanged: () => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [broken, setBroken] = useState(false);
  const { toast } = useToast();

  const choose = async (file: File | undefined) => {
    if (!file) return;
    const problem = precheck(file);
    if (problem) return toast({ type: 'error', title: t('profile.photoNotUploaded'), message: problem });
    setProgress(0);
    try {
      const res = await uploadFile('avatars', avatarPath(userId, extensionOf(file.name)), file, { upsert: true, onProgress: setProgress });
      await api('/api/profile/avatar', { method: 'PUT', body: { avatar: res.publicUrl } });
      setBroken(false);
      onChanged();
      toast({ type: 'success', title: t('profile.photoUpdated') });
    } catch (err) {
      toast({ type: 'error', title: t('profile.photoNotUploaded'), message: (err as Error).message });
    } finally {
      setProgress(null);
      if (input.current) input.current.value = '';
    }
  };

  const remove = async () => {
    try {
      await api('/api/profile/avatar', { method: 'PUT', body: { avatar: null } });
      onChanged();
    } catch (err) {
      toast({ type: 'error', title: t('profile.photoNotRemoved'), message: (err as Error).message });
    }
  };

  return (
    <div className="flex flex-col items-center gap-2">
      <div className="relative">
        {avatar && !broken ? (
          <img src={avatar} alt="" onError={() => setBroken(true)} className="size-24 rounded-full border-4 border-surface-raised object-cover shadow-md sm:size-28" />
        ) : (
          <span aria-hidden="true" className="flex size-24 items-center justify-center rounded-full border-4 border-surface-raised bg-gradient-to-br from-brand-600 to-brand-800 text-3xl font-bold text-white shadow-md sm:size-28">
            {initials(name)}
          </span>
        )}
        {progress !== null && (
          <span className="absolute inset-0 flex items-center justify-center rounded-full bg-black/55 text-sm font-bold text-white" role="status">
            {numberFormat(activeLocale(), { style: 'percent' }).format(Math.round(progress * 100) / 100)}
          </span>
        )}
        <label className="absolute -end-1 -bottom-1 inline-flex size-11 cursor-pointer items-center justify-center rounded-full border-2 border-surface-raised bg-brand-700 text-white shadow-md hover:bg-brand-800 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-500 dark:bg-brand-500">
          <Camera aria-hidden="true" className="size-5" />
          <span className="sr-only">{t(avatar ? 'profile.changePhoto' : 'profile.addPhoto')}</span>
          <input ref={input} type="file" accept={ACCEPT_IMAGES} className="sr-only" onChange={(e) => void choose(e.target.files?.[0])} disabled={progress !== null} />
        </label>
      </div>
      {avatar && (
        <button type="button" onClick={remove} className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-ink-muted hover:text-ink">
          <Trash2 aria-hidden="true" className="size-4" /> {t('profile.removePhoto')}
        </button>
      )}
    </div>
  );
}

import { ImagePlus, Trash2 } from 'lucide-react';
import { t } from '../../lib/i18n';
import { useId, useState } from 'react';
import { extensionOf, IMAGE_SIZES, meetupImagePath } from '../../../contracts/storage';
import { Button } from '../../components/ui/button';
import { StoredImage } from '../../components/stored-image';
import { useSession } from '../../lib/session';
import { uploadFile } from '../../lib/upload';

/**
 * The meetup's cover picture: uploaded to the organiser's meetup-images folder, where the server
 * crops it to 16:9. Without one, cards and the meetup page show the venue's cover.
 */
export function CoverPicker({ value, venueImage, onChange }: { value: string | null; venueImage: string | null; onChange: (url: string | null) => void }) {
  const id = useId();
  const { session } = useSession();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function pick(file: File | undefined) {
    if (!file || !session) return;
    setError(null);
    setProgress(0);
    try {
      const res = await uploadFile('meetup-images', meetupImagePath(session.user.id, extensionOf(file.name)), file, { onProgress: setProgress });
      onChange(res.publicUrl);
    } catch (err) {
      setError(err instanceof Error ? err.message : t('meetups.cover.failed'));
    } finally {
      setProgress(null);
    }
  }

  const shown = value ?? venueImage;
  return (
    <div className="space-y-3">
      <p id={`${id}-label`} className="text-sm font-semibold text-ink">
        {t('meetups.cover.label')} <span className="font-normal text-ink-muted">{t('meetups.cover.optional')}</span>
      </p>
      <div className="relative overflow-hidden rounded-xl border border-line">
        <StoredImage src={shown} sizes={IMAGE_SIZES.column} alt={value ? t('meetups.cover.alt') : ''} className="aspect-video w-full" />
        {!value && shown && <span className="absolute bottom-2 start-2 rounded-full bg-black/65 px-2.5 py-1 text-xs font-semibold text-white">{t('meetups.cover.venuePicture')}</span>}
      </div>
      <p id={`${id}-hint`} className="text-sm text-ink-muted">
        {t('meetups.cover.hint')}
      </p>
      <div className="flex flex-wrap gap-2">
        <label className="inline-flex h-11 cursor-pointer items-center gap-2 rounded-xl border border-line bg-surface-raised px-4 text-sm font-semibold text-ink hover:bg-surface-sunken has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-500">
          <ImagePlus aria-hidden="true" className="size-4" />
          {progress !== null ? t('meetups.cover.uploading', { percent: Math.round(progress * 100) }) : value ? t('meetups.cover.change') : t('meetups.cover.upload')}
          <input
            type="file"
            accept="image/png,image/jpeg,image/webp"
            className="sr-only"
            aria-describedby={`${id}-hint`}
            disabled={progress !== null}
            onChange={(e) => {
              void pick(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
        </label>
        {value && (
          <Button type="button" variant="ghost" onClick={() => onChange(null)}>
            <Trash2 aria-hidden="true" className="size-4" /> {t('meetups.cover.remove')}
          </Button>
        )}
      </div>
      {error && (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}

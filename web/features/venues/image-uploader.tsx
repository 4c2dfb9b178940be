import { ImagePlus, Star, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { extensionOf, IMAGE_SIZES, venueImagePath } from '../../../contracts/storage';
import { MAX_VENUE_IMAGES } from '../../../contracts/venues';
import { cn } from '../../lib/cn';
import { ACCEPT_IMAGES, precheck, uploadFile } from '../../lib/upload';
import { VenueImage } from '../../components/venue/venue-image';
import { FallbackImage } from '../../components/ui/fallback-image';
import { numberFormat } from '../../../contracts/format';
import { activeLocale, t } from '../../lib/i18n';
import { richText } from '../../lib/rich-text';

export type Media = { images: string[]; cover: number };
type Pending = { id: string; name: string; progress: number; error: string | null; preview: string };

/**
 * Photos for a venue: several uploads at once with progress, a cover choice (moved to the
 * front on save, docs/product.md §3) and removal. Uploads go to venue-images/{userId}/….
 */
export function ImageUploader({ userId, media, setMedia }: { userId: string; media: Media; setMedia: (update: (m: Media) => Media) => void }) {
  const [pending, setPending] = useState<Pending[]>([]);
  const input = useRef<HTMLInputElement>(null);
  const group = useId();
  const room = MAX_VENUE_IMAGES - media.images.length - pending.filter((p) => !p.error).length;

  const addFiles = (files: FileList | null) => {
    if (!files) return;
    for (const file of Array.from(files).slice(0, Math.max(0, room))) {
      const id = `${Date.now()}-${Math.random()}`;
      const problem = precheck(file);
      const item: Pending = { id, name: file.name, progress: 0, error: problem, preview: URL.createObjectURL(file) };
      setPending((list) => [...list, item]);
      if (problem) continue;
      uploadFile('venue-images', venueImagePath(userId, extensionOf(file.name)), file, {
        onProgress: (f) => setPending((list) => list.map((p) => (p.id === id ? { ...p, progress: f } : p))),
      })
        .then((res) => {
          setMedia((m) => ({ ...m, images: [...m.images, res.publicUrl] }));
          setPending((list) => list.filter((p) => p.id !== id));
          URL.revokeObjectURL(item.preview);
        })
        .catch((err: Error) => setPending((list) => list.map((p) => (p.id === id ? { ...p, error: err.message } : p))));
    }
    if (input.current) input.current.value = '';
  };

  const remove = (i: number) =>
    setMedia((m) => {
      const images = m.images.filter((_, k) => k !== i);
      const cover = m.cover === i ? 0 : m.cover > i ? m.cover - 1 : m.cover;
      return { images, cover: Math.min(cover, Math.max(0, images.length - 1)) };
    });

  return (
    <div className="space-y-3">
      {media.images.length > 0 && (
        <div role="radiogroup" aria-label={t('venues.upload.coverPhoto')} className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {media.images.map((url, i) => {
            const isCover = media.cover === i;
            return (
              <div key={url} data-testid="venue-image-tile" className={cn('relative overflow-hidden rounded-2xl border-2 bg-surface-sunken', isCover ? 'border-brand-600 dark:border-brand-400' : 'border-line')}>
                <VenueImage src={url} sizes={IMAGE_SIZES.card} alt={t('venues.upload.photo', { n: i + 1 })} className="aspect-[3/2] w-full" />
                <label className="flex min-h-11 cursor-pointer items-center gap-2 border-t border-line bg-surface-raised px-3 text-sm font-medium text-ink has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-500">
                  <input type="radio" name={group} checked={isCover} onChange={() => setMedia((m) => ({ ...m, cover: i }))} className="size-4 accent-brand-700" />
                  {isCover ? (
                    <span className="inline-flex items-center gap-1 font-semibold text-brand-800 dark:text-brand-200">
                      <Star aria-hidden="true" className="size-4 fill-current" /> {t('venues.upload.cover')}
                    </span>
                  ) : (
                    <span>{richText(t('venues.upload.useAsCover', { n: i + 1 }), { hidden: (words) => <span className="sr-only">{words}</span> })}</span>
                  )}
                </label>
                <button
                  type="button"
                  onClick={() => remove(i)}
                  aria-label={t('venues.upload.remove', { n: i + 1 })}
                  className="absolute end-2 top-2 inline-flex size-9 items-center justify-center rounded-full bg-black/65 text-white hover:bg-black/80"
                >
                  <X aria-hidden="true" className="size-4" />
                </button>
              </div>
            );
          })}
        </div>
      )}

      {pending.length > 0 && (
        <ul className="space-y-2" aria-label={t('venues.upload.uploads')}>
          {pending.map((p) => (
            <li key={p.id} className="flex items-center gap-3 rounded-xl border border-line bg-surface-raised p-2.5">
              <FallbackImage src={p.error ? null : p.preview} alt="" iconClassName="size-5" className="size-12 rounded-lg" />
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium text-ink" dir="auto">
                  {p.name}
                </p>
                {p.error ? (
                  <p className="text-sm font-medium text-red-700 dark:text-red-400" role="alert">
                    {p.error}
                  </p>
                ) : (
                  <div className="mt-1.5">
                    <div
                      role="progressbar"
                      aria-label={t('venues.upload.uploading', { name: p.name })}
                      aria-valuemin={0}
                      aria-valuemax={100}
                      aria-valuenow={Math.round(p.progress * 100)}
                      className="h-2 overflow-hidden rounded-full bg-line"
                    >
                      <div className="h-full rounded-full bg-brand-600 transition-[width] dark:bg-brand-400" style={{ width: `${Math.round(p.progress * 100)}%` }} />
                    </div>
                    <p className="mt-1 text-xs text-ink-muted">{p.progress >= 1 ? t('venues.upload.processing') : numberFormat(activeLocale(), { style: 'percent' }).format(Math.round(p.progress * 100) / 100)}</p>
                  </div>
                )}
              </div>
              {p.error && (
                <button
                  type="button"
                  onClick={() => setPending((list) => list.filter((x) => x.id !== p.id))}
                  aria-label={t('venues.upload.dismiss', { name: p.name })}
                  className="inline-flex size-10 items-center justify-center rounded-lg text-ink-muted hover:bg-surface-sunken"
                >
                  <X aria-hidden="true" className="size-4" />
                </button>
              )}
            </li>
          ))}
        </ul>
      )}

      {room > 0 && (
        <label className="flex min-h-28 cursor-pointer flex-col items-center justify-center gap-1 rounded-2xl border-2 border-dashed border-line bg-surface-raised px-4 py-6 text-center hover:border-brand-400 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-500">
          <ImagePlus aria-hidden="true" className="size-7 text-brand-700 dark:text-brand-300" />
          <span className="font-semibold text-ink">{t('venues.upload.add')}</span>
          <span className="text-sm text-ink-muted">{t('venues.upload.formats', { room })}</span>
          <input ref={input} type="file" accept={ACCEPT_IMAGES} multiple className="sr-only" onChange={(e) => addFiles(e.target.files)} data-testid="venue-image-input" />
        </label>
      )}
    </div>
  );
}

import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { IMAGE_SIZES } from '../../../contracts/storage';
import { cn } from '../../lib/cn';
import { VenueImage } from '../../components/venue/venue-image';
import { t } from '../../lib/i18n';

/** The cover large with thumbnails to switch; arrows and the thumbnails are keyboard reachable. */
export function VenueGallery({ images, name }: { images: string[]; name: string }) {
  const [index, setIndex] = useState(0);
  const count = images.length;
  const go = (i: number) => setIndex((i + count) % count);
  return (
    <section aria-label={t('venues.gallery.label')} className="space-y-2">
      <div className="relative aspect-[16/10] overflow-hidden rounded-card bg-surface-sunken sm:aspect-[16/8]">
        <VenueImage src={images[index]} alt={count ? t('venues.gallery.photoOf', { name, n: index + 1, count }) : t('venues.gallery.none', { name })} className="h-full w-full" priority={index === 0} eager sizes={IMAGE_SIZES.wide} />
        {count > 1 && (
          <>
            <button
              type="button"
              onClick={() => go(index - 1)}
              aria-label={t('venues.gallery.previous')}
              className="absolute start-3 top-1/2 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-ink shadow-md hover:bg-white dark:bg-black/70 dark:text-white"
            >
              <ChevronLeft aria-hidden="true" className="size-5 rtl:rotate-180" />
            </button>
            <button
              type="button"
              onClick={() => go(index + 1)}
              aria-label={t('venues.gallery.next')}
              className="absolute end-3 top-1/2 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-ink shadow-md hover:bg-white dark:bg-black/70 dark:text-white"
            >
              <ChevronRight aria-hidden="true" className="size-5 rtl:rotate-180" />
            </button>
            <span className="absolute end-3 bottom-3 rounded-full bg-black/65 px-2.5 py-1 text-xs font-semibold text-white" aria-hidden="true">
              {index + 1} / {count}
            </span>
          </>
        )}
      </div>
      {count > 1 && (
        <ul className="flex gap-2 overflow-x-auto pb-1">
          {images.map((src, i) => (
            <li key={src} className="shrink-0">
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-label={t('venues.gallery.show', { n: i + 1 })}
                aria-current={i === index}
                className={cn('block h-14 w-20 overflow-hidden rounded-lg border-2', i === index ? 'border-brand-600 dark:border-brand-400' : 'border-transparent opacity-75 hover:opacity-100')}
              >
                <VenueImage src={src} alt="" className="h-full w-full" sizes={IMAGE_SIZES.tile} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

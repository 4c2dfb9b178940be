import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { cn } from '../../lib/cn';

/** A venue picture; a missing or broken one becomes a calm placeholder (docs/product.md §8). */
export function VenueImage({ src, alt, className, eager }: { src: string | null | undefined; alt: string; className?: string; eager?: boolean }) {
  const [broken, setBroken] = useState(false);
  if (!src || broken) {
    return (
      <div
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
        aria-hidden={alt ? undefined : true}
        className={cn('flex items-center justify-center bg-gradient-to-br from-brand-100 to-brand-50 text-brand-400 dark:from-brand-900 dark:to-surface-sunken dark:text-brand-700', className)}
      >
        <ImageOff aria-hidden="true" className="size-8" />
      </div>
    );
  }
  return <img src={src} alt={alt} loading={eager ? 'eager' : 'lazy'} decoding="async" onError={() => setBroken(true)} className={cn('object-cover', className)} />;
}

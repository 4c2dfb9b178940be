import { ImageOff, type LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { cn } from '../../lib/cn';

type Props = {
  src: string | null | undefined;
  alt: string;
  className?: string;
  /** 'contain' for logos (never cropped); 'cover' fills the frame. */
  fit?: 'cover' | 'contain';
  eager?: boolean;
  /** The icon shown when there is no picture or it fails to load. */
  icon?: LucideIcon;
  /** Sizes the placeholder icon (e.g. 'size-5' in a small tile). */
  iconClassName?: string;
};

/**
 * Every picture that may be missing or fail to load (uploads, venue photos, partner logos): a
 * broken one becomes a calm placeholder with the same size and name, never the browser's
 * broken-image icon (docs/product.md §8; issue 17).
 */
export function FallbackImage({ src, alt, className, fit = 'cover', eager, icon: Icon = ImageOff, iconClassName = 'size-8' }: Props) {
  const [broken, setBroken] = useState<string | null>(null);
  if (!src || broken === src) {
    return (
      <div
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
        aria-hidden={alt ? undefined : true}
        data-testid="image-fallback"
        className={cn('flex shrink-0 items-center justify-center bg-gradient-to-br from-brand-100 to-brand-50 text-brand-500 dark:from-brand-900 dark:to-surface-sunken dark:text-brand-300', className)}
      >
        <Icon aria-hidden="true" className={iconClassName} />
      </div>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setBroken(src)}
      className={cn(fit === 'cover' ? 'object-cover' : 'object-contain', className)}
    />
  );
}

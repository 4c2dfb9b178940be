import { ImageOff, type LucideIcon } from 'lucide-react';
import { useState, type ReactElement } from 'react';
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
  /** Smaller, newer-format copies (<picture><source>), best first; the browser picks by `sizes`. */
  sources?: { type: string; srcSet: string }[];
  sizes?: string;
  /** Intrinsic size: the browser reserves the frame before any byte arrives (no layout shift). */
  width?: number;
  height?: number;
  /** The page's main (LCP) picture: loaded at once and first (fetchpriority high). */
  priority?: boolean;
};

/**
 * Every picture that may be missing or fail to load (uploads, venue photos, partner logos): a
 * broken one becomes a calm placeholder with the same size and name, never the browser's
 * broken-image icon (docs/product.md §8; issue 17).
 */
export function FallbackImage({ src, alt, className, fit = 'cover', eager, icon: Icon = ImageOff, iconClassName = 'size-8', sources, sizes, width, height, priority }: Props) {
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
  const img = (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      sizes={sources?.length ? undefined : sizes}
      loading={eager || priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? undefined : 'async'}
      onError={() => setBroken(src)}
      className={cn(fit === 'cover' ? 'object-cover' : 'object-contain', className)}
    />
  );
  return (
    <Picture sources={sources} sizes={sizes}>
      {img}
    </Picture>
  );
}

/**
 * <picture> around an <img> when there are sources (else the <img> alone). display: contents:
 * the <img> stays the box that layouts (flex, grid, aspect) size.
 */
export function Picture({ sources, sizes, children }: { sources?: { type: string; srcSet: string }[]; sizes?: string; children: ReactElement }) {
  if (!sources?.length) return children;
  return (
    // `contents` lets the <img> lay out as if the <picture> were not there; its <source>s are
    // hidden by web/styles.css (`picture.contents > source`), or in a flex row each would count
    // as an item and add a gap (issue 27: photo avatars sat two gaps to the right of initials).
    // A plain class, so the server's twin (server/storage/picture-html.ts) writes the same markup.
    <picture className="contents">
      {sources.map((s) => (
        <source key={s.type} type={s.type} srcSet={s.srcSet} sizes={sizes} />
      ))}
      {children}
    </picture>
  );
}

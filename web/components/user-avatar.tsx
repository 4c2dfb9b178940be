import { useState } from 'react';
import { responsiveImage } from '../../contracts/storage';
import { cn } from '../lib/cn';
import { sourcesOf } from './stored-image';
import { Picture } from './ui/fallback-image';

/** Up to two initials of a name, for a member without a picture. */
export const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('') || '?';

/** The member's picture, or their initials when there is none or it fails to load. */
export function UserAvatar({ name, src, className, sizes = '2.5rem' }: { name: string; src: string | null; className?: string; sizes?: string }) {
  const [failed, setFailed] = useState(false);
  const base = cn('inline-flex size-9 shrink-0 items-center justify-center overflow-hidden rounded-full', className);
  if (src && !failed) {
    // Our uploads come as small square AVIF/WebP copies (96 and 192 px) instead of the original.
    const picture = responsiveImage(src);
    return (
      <Picture sources={picture ? sourcesOf(picture) : undefined} sizes={sizes}>
        <img src={src} alt="" width={picture?.width} height={picture?.height} loading="lazy" decoding="async" onError={() => setFailed(true)} className={cn(base, 'object-cover')} />
      </Picture>
    );
  }
  return (
    <span aria-hidden="true" className={cn(base, 'bg-brand-700 text-sm font-semibold text-white dark:bg-brand-600')}>
      {initials(name)}
    </span>
  );
}

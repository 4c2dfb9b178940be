import { useState } from 'react';
import { cn } from '../lib/cn';

/** Up to two initials of a name, for a member without a picture. */
export const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('') || '?';

/** The member's picture, or their initials when there is none or it fails to load. */
export function UserAvatar({ name, src, className }: { name: string; src: string | null; className?: string }) {
  const [failed, setFailed] = useState(false);
  const base = cn('inline-flex size-9 shrink-0 items-center justify-center overflow-hidden rounded-full', className);
  if (src && !failed) return <img src={src} alt="" onError={() => setFailed(true)} className={cn(base, 'object-cover')} />;
  return (
    <span aria-hidden="true" className={cn(base, 'bg-brand-700 text-sm font-semibold text-white dark:bg-brand-600')}>
      {initials(name)}
    </span>
  );
}

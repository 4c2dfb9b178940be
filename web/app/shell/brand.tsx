import { Link } from 'react-router';
import { cn } from '../../lib/cn';
import { t } from '../../lib/i18n';

/** Logo and name, linking home. */
export function Brand({ className, onNavigate, compact }: { className?: string; onNavigate?: () => void; compact?: boolean }) {
  return (
    <Link
      to="/"
      onClick={onNavigate}
      aria-label={t('shell.brandHome')}
      className={cn('flex min-h-11 shrink-0 items-center gap-2.5 rounded-xl pr-2 text-lg font-bold tracking-tight text-ink', className)}
    >
      <img src="/icons/icon-192.png" alt="" width={36} height={36} className="size-9 rounded-xl shadow-sm" />
      {/* Logo only between 1024 and 1279px, where the bar needs the room for links. */}
      <span className={compact ? 'lg:max-xl:sr-only' : undefined}>Civic Connect</span>
    </Link>
  );
}

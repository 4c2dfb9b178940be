import { cn } from '../../lib/cn';
import { t } from '../../lib/i18n';

export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-xl bg-line/70', className)} />;
}

/** The loading placeholder shown while a page's code or data loads. */
export function PageSkeleton() {
  return (
    <div className="mx-auto max-w-3xl space-y-4 px-4 py-8" role="status" aria-busy="true">
      <span className="sr-only">{t('common.loading')}</span>
      <Skeleton className="h-8 w-2/3" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-5/6" />
      <Skeleton className="h-40 w-full" />
    </div>
  );
}

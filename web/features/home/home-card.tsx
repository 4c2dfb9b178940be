import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '../../lib/cn';

/** One card of the member's home: an icon, a heading, an optional "see all" link, then its content. */
export function HomeCard({ id, title, icon: Icon, count, more, children, className }: { id: string; title: string; icon: LucideIcon; count?: number; more?: { to: string; label: string }; children: ReactNode; className?: string }) {
  return (
    <section aria-labelledby={id} className={cn('min-w-0 rounded-card border border-line bg-surface-raised shadow-sm', className)}>
      <div className="flex items-center justify-between gap-3 border-b border-line px-4 py-3 sm:px-5">
        <h2 id={id} className="flex min-w-0 items-center gap-2 text-base font-bold text-ink">
          <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700 dark:bg-brand-900/60 dark:text-brand-200">
            <Icon aria-hidden="true" className="size-4" />
          </span>
          {/* Wraps rather than cuts: a longer language needs the room (issue 29). */}
          <span className="min-w-0 break-words">{title}</span>
          {count !== undefined && count > 0 && <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white dark:bg-brand-600">{count}</span>}
        </h2>
        {more && (
          <Link to={more.to} className="shrink-0 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline dark:text-brand-300">
            {more.label}
          </Link>
        )}
      </div>
      <div className="px-4 py-3 sm:px-5">{children}</div>
    </section>
  );
}

/** What a card says when it has nothing to show: what will appear here, and how to get there. */
export function EmptyState({ icon: Icon, title, children }: { icon: LucideIcon; title: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-2 px-2 py-6 text-center">
      <Icon aria-hidden="true" className="size-8 text-brand-400 dark:text-brand-300" />
      <p className="font-semibold text-ink">{title}</p>
      {children && <div className="max-w-sm text-sm text-ink-muted">{children}</div>}
    </div>
  );
}

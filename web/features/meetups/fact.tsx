import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** One labelled fact of a meetup page (date, time, venue…) with its icon. */
export function Fact({ icon: Icon, term, children }: { icon: LucideIcon; term: string; children: ReactNode }) {
  return (
    <div className="relative py-3.5 pr-4 pl-12">
      <dt className="text-xs font-semibold tracking-wide text-ink-muted uppercase">
        <Icon aria-hidden="true" className="absolute top-4 left-4 size-5 text-brand-600 dark:text-brand-300" />
        {term}
      </dt>
      <dd className="mt-0.5 min-w-0 text-ink">{children}</dd>
    </div>
  );
}

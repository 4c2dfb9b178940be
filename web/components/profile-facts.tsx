import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * The two-column facts under a profile's header (membership number, member since, interests):
 * the member's own /profile and another member's /members/{id} show them alike.
 */
export function ProfileFacts({ facts }: { facts: Array<{ icon: LucideIcon; term: string; children: ReactNode }> }) {
  return (
    <dl className="grid border-t border-line sm:grid-cols-2">
      {facts.map(({ icon: Icon, term, children }, i) => (
        <div key={term} className={i % 2 === 0 ? 'px-5 py-4 sm:border-r sm:border-line' : 'border-t border-line px-5 py-4 sm:border-t-0'}>
          <dt className="flex items-center gap-2 text-xs font-semibold tracking-wide text-ink-muted uppercase">
            <Icon aria-hidden="true" className="size-4 text-brand-700 dark:text-brand-300" /> {term}
          </dt>
          <dd className="mt-1">{children}</dd>
        </div>
      ))}
    </dl>
  );
}

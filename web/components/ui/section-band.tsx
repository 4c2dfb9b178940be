import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A page band with a heading, a "see all" link and content supplied by another feature. */
export function SectionBand({ id, title, intro, moreTo, moreLabel, children }: { id: string; title: string; intro: string; moreTo?: string; moreLabel?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mx-auto max-w-6xl px-4 pt-14 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id={id} className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
            {title}
          </h2>
          <p className="mt-2 text-ink-muted">{intro}</p>
        </div>
        {moreTo && (
          <Link to={moreTo} className="font-semibold text-brand-700 underline-offset-4 hover:underline dark:text-brand-300">
            {moreLabel}
          </Link>
        )}
      </div>
      <div className="mt-6">{children}</div>
    </section>
  );
}

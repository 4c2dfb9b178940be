import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** Standard page frame: a title block and readable content width. */
export function Page({ title, intro, children, className, wide }: { title: string; intro?: ReactNode; children?: ReactNode; className?: string; wide?: boolean }) {
  return (
    <div className={cn('mx-auto px-4 py-8 sm:px-6 sm:py-12', wide ? 'max-w-6xl' : 'max-w-3xl', className)}>
      <header className="mb-6 sm:mb-8">
        <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">{title}</h1>
        {intro && <p className="mt-3 text-lg text-ink-muted">{intro}</p>}
      </header>
      {children}
    </div>
  );
}

import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

/** A titled block of a content page: the h2 level under the page's single h1. */
export function Section({ id, title, icon: Icon, intro, children, className }: { id?: string; title: string; icon?: LucideIcon; intro?: ReactNode; children?: ReactNode; className?: string }) {
  return (
    <section id={id} aria-labelledby={id ? `${id}-title` : undefined} className={cn('mt-10 scroll-mt-24 first:mt-0', className)}>
      <h2 id={id ? `${id}-title` : undefined} className="flex items-center gap-3 text-xl font-bold tracking-tight text-ink sm:text-2xl">
        {Icon && <IconBubble icon={Icon} />}
        {title}
      </h2>
      {intro && <p className="mt-2 text-ink-muted">{intro}</p>}
      {children && <div className="mt-4">{children}</div>}
    </section>
  );
}

/** A round tinted icon, decorative (the adjacent text carries the meaning). */
export function IconBubble({ icon: Icon, className }: { icon: LucideIcon; className?: string }) {
  return (
    <span aria-hidden="true" className={cn('inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 dark:bg-brand-900/50 dark:text-brand-200', className)}>
      <Icon className="h-5 w-5" />
    </span>
  );
}

/** Running text with comfortable spacing and line length. */
export function Prose({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cn('max-w-prose space-y-4 leading-7 text-ink [&_a]:font-semibold [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2 dark:[&_a]:text-brand-300', className)}>{children}</div>;
}

/** A bulleted list with tick-style markers. */
export function BulletList({ items, className }: { items: ReactNode[]; className?: string }) {
  return (
    <ul className={cn('space-y-2.5 leading-7', className)}>
      {items.map((item, i) => (
        <li key={i} className="flex gap-3">
          <span aria-hidden="true" className="mt-2.5 h-2 w-2 shrink-0 rounded-full bg-brand-500 dark:bg-brand-300" />
          <span className="min-w-0">{item}</span>
        </li>
      ))}
    </ul>
  );
}

/** Numbered steps, e.g. in guides and "how it works". */
export function Steps({ steps, className }: { steps: { title: string; body: ReactNode }[]; className?: string }) {
  return (
    <ol className={cn('space-y-4', className)}>
      {steps.map((step, i) => (
        <li key={step.title} className="flex gap-4">
          <span aria-hidden="true" className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white dark:bg-brand-500">
            {i + 1}
          </span>
          <div className="min-w-0 pt-0.5">
            <p className="font-semibold text-ink">{step.title}</p>
            <div className="mt-1 leading-7 text-ink-muted">{step.body}</div>
          </div>
        </li>
      ))}
    </ol>
  );
}

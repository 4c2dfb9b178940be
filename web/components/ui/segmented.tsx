import type { LucideIcon } from 'lucide-react';
import { cn } from '../../lib/cn';

type Option<T extends string> = { value: T; label: string; icon?: LucideIcon };

/** A row of pressed/unpressed buttons choosing one of a few views (When: Upcoming/Past, List/Map). */
export function Segmented<T extends string>({ label, options, value, onChange, className }: { label: string; options: readonly Option<T>[]; value: T; onChange: (v: T) => void; className?: string }) {
  return (
    <div role="group" aria-label={label} className={cn('inline-flex rounded-xl border border-line bg-surface-raised p-1', className)}>
      {options.map(({ value: v, label: text, icon: Icon }) => (
        <button
          key={v}
          type="button"
          aria-pressed={value === v}
          onClick={() => onChange(v)}
          className={cn(
            'inline-flex h-9 items-center gap-1.5 rounded-lg px-3.5 text-sm font-semibold transition-colors',
            value === v ? 'bg-brand-700 text-white dark:bg-brand-600' : 'text-ink-muted hover:text-ink',
          )}
        >
          {Icon && <Icon aria-hidden="true" className="size-4" />} {text}
        </button>
      ))}
    </div>
  );
}

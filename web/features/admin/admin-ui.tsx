import { ChevronLeft, ChevronRight, RefreshCw, Search } from 'lucide-react';
import type { ReactNode } from 'react';
import type { MessageId } from '../../../contracts/i18n/messages';
import type { Role } from '../../../contracts/roles';
import { Button } from '../../components/ui/button';
import { Field, inputClasses, TextInput } from '../../components/ui/field';
import { Skeleton } from '../../components/ui/skeleton';
import { cn } from '../../lib/cn';
import { t } from '../../lib/i18n';

/** Previous / 'Page N' / Next (docs/product.md §2): Previous is off on page 1, Next while loading or when the page was short. */
export function Pager({ page, onPage, canNext, loading, label }: { page: number; onPage: (p: number) => void; canNext: boolean; loading: boolean; label: string }) {
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3 pt-4">
      <Button variant="secondary" size="sm" onClick={() => onPage(page - 1)} disabled={page <= 1}>
        <ChevronLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" /> {t('admin.pager.previous')}
      </Button>
      <span className="text-sm font-medium text-ink-muted tabular-nums" aria-live="polite">
        {t('admin.pager.page', { page })}
      </span>
      <Button variant="secondary" size="sm" onClick={() => onPage(page + 1)} disabled={loading || !canNext}>
        {t('admin.pager.next')} <ChevronRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
      </Button>
    </nav>
  );
}

export function RefreshButton({ onClick, busy, className }: { onClick: () => void; busy: boolean; className?: string }) {
  return (
    <Button variant="secondary" onClick={onClick} aria-busy={busy || undefined} className={cn('shrink-0', className)}>
      <RefreshCw aria-hidden="true" className={cn('size-4', busy && 'motion-safe:animate-spin')} /> {t('admin.refresh')}
    </Button>
  );
}

/** Lines Refresh up with the inputs of a Toolbar (below their labels). */
export const alignWithInputs = 'mt-[1.625rem]';

/**
 * The filter row above a list: search, one filter, Refresh. On phones the search takes the
 * first row and the filter shares the second with Refresh; wider screens line all three up.
 */
export function Toolbar({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div className={cn('grid grid-cols-[minmax(0,1fr)_auto] items-start gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,14rem)_auto] [&>*:first-child]:col-span-2 sm:[&>*:first-child]:col-span-1', className)}>
      {children}
    </div>
  );
}

export function LoadingRows({ text }: { text: string }) {
  return (
    <div role="status" className="space-y-3 py-2">
      <p className="text-sm font-medium text-ink-muted">{text}</p>
      <Skeleton className="h-16 w-full" />
      <Skeleton className="h-16 w-full" />
      <Skeleton className="h-16 w-5/6" />
    </div>
  );
}

export function EmptyState({ text, hint }: { text: string; hint?: string }) {
  return (
    <div className="rounded-2xl border border-dashed border-line px-6 py-10 text-center">
      <p className="font-semibold text-ink">{text}</p>
      {hint && <p className="mt-1 text-sm text-ink-muted">{hint}</p>}
    </div>
  );
}

/** A horizontally scrollable, keyboard-focusable region holding a wide table. */
export function TableRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="region" aria-label={label} tabIndex={0} className="-mx-1 overflow-x-auto rounded-2xl border border-line px-1">
      {children}
    </div>
  );
}

export const th = 'px-3 py-3 text-start text-xs font-semibold tracking-wide text-ink-muted uppercase whitespace-nowrap';
export const td = 'px-3 py-3 align-middle text-sm text-ink';
export const trClass = 'border-t border-line first:border-t-0 hover:bg-surface-sunken/60';

/** A label/value pair inside a phone card. */
export function CardFact({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className={cn('min-w-0', className)}>
      <dt className="text-xs font-medium text-ink-muted">{label}</dt>
      <dd className="mt-0.5 text-sm text-ink">{children}</dd>
    </div>
  );
}

export function PanelHeading({ id, title, description }: { id?: string; title: string; description?: ReactNode }) {
  return (
    <div className="mb-4">
      <h2 id={id} className="text-xl font-semibold text-ink">
        {title}
      </h2>
      {description && <p className="mt-1 text-sm text-ink-muted">{description}</p>}
    </div>
  );
}

/** The search box of an admin list; typing returns the list to page 1 (docs/product.md §2). */
export function AdminSearchField({ label, placeholder, value, onChange, hint }: { label: string; placeholder: string; value: string; onChange: (value: string) => void; hint?: string }) {
  return (
    <Field label={label} hint={hint}>
      {({ id, describedBy }) => (
        <div className="relative">
          <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 start-3 size-4 -translate-y-1/2 text-ink-muted" />
          <TextInput id={id} aria-describedby={describedBy} type="search" value={value} placeholder={placeholder} className="ps-9" onChange={(e) => onChange(e.target.value)} />
        </div>
      )}
    </Field>
  );
}

const ROLE_OPTIONS: ['' | Role, MessageId][] = [
  ['', 'admin.roles.any'],
  ['basic', 'admin.roles.basic'],
  ['professional', 'admin.roles.professional'],
  ['venue', 'admin.roles.venue'],
];

/** The role filter: a choice of the three roles (free text let an admin type one that does not exist). */
export function RoleSelect({ id, value, onChange, disabled, describedBy, anyLabel }: { id: string; value: '' | Role; onChange: (role: '' | Role) => void; disabled?: boolean; describedBy?: string; anyLabel?: string }) {
  return (
    <select id={id} aria-describedby={describedBy} value={value} disabled={disabled} onChange={(e) => onChange(e.target.value as '' | Role)} className={cn(inputClasses, 'appearance-auto')}>
      {ROLE_OPTIONS.map(([v, label]) => (
        <option key={v} value={v}>
          {v === '' && anyLabel ? anyLabel : t(label)}
        </option>
      ))}
    </select>
  );
}

const ROLE_CODES: Record<Role, MessageId> = { basic: 'admin.roleCode.basic', professional: 'admin.roleCode.professional', venue: 'admin.roleCode.venue' };

/** A member's role as the Users list tags it (the short code in English, `basic` when unset). */
export const roleCode = (role: string | null | undefined): string => {
  const id = ROLE_CODES[(role || 'basic') as Role];
  return id ? t(id) : (role ?? '');
};

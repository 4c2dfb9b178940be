import { DATE_FILTERS, type DateFilter } from '../../../contracts/date-filters';
import { cn } from '../../lib/cn';
import type { MessageId } from '../../../contracts/i18n/messages';
import { t } from '../../lib/i18n';

/**
 * "Today", "This weekend", "Next 7 days" (issue 27) as pressed/unpressed chips: one at most, and
 * pressing the chosen one again shows every date. Shared by /meetups and the public /upcoming.
 */
export function DateFilterChips({ value, onChange, className }: { value: DateFilter | null; onChange: (v: DateFilter | null) => void; className?: string }) {
  return (
    <div role="group" aria-label={t('meetups.dateFilter.group')} className={cn('flex flex-wrap gap-2', className)}>
      {DATE_FILTERS.map((f) => (
        <button
          key={f}
          type="button"
          aria-pressed={value === f}
          onClick={() => onChange(value === f ? null : f)}
          className={cn(
            'inline-flex h-11 items-center rounded-full border px-4 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
            value === f
              ? 'border-brand-700 bg-brand-700 text-white dark:border-brand-500 dark:bg-brand-600'
              : 'border-line bg-surface-raised text-ink-muted hover:border-brand-400 hover:text-ink',
          )}
        >
          {t(`meetups.dateFilter.${f}` as MessageId)}
        </button>
      ))}
    </div>
  );
}

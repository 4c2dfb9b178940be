import { Star } from 'lucide-react';
import { useId } from 'react';
import { cn } from '../../lib/cn';
import { t, activeLocale } from '../../lib/i18n';
import { numberFormat } from '../../../contracts/format';

/** Read-only stars with the number spelled out for screen readers. */
export function StarsDisplay({ value, size = 'sm', className }: { value: number | null; size?: 'sm' | 'md'; className?: string }) {
  const v = value ?? 0;
  const px = size === 'sm' ? 'size-4' : 'size-5';
  return (
    <span className={cn('inline-flex items-center', className)} role="img" aria-label={value === null ? t('venues.stars.notRated') : t('venues.stars.rated', { value: ratingNumber(v) })}>
      {[1, 2, 3, 4, 5].map((i) => {
        const fill = Math.max(0, Math.min(1, v - (i - 1)));
        return (
          <span key={i} className={cn('relative inline-block', px)} aria-hidden="true">
            <Star className={cn('absolute inset-0 text-amber-400/70 dark:text-amber-300/50', px)} />
            <span className="absolute inset-0 overflow-hidden" style={{ width: `${fill * 100}%` }}>
              <Star className={cn('fill-amber-400 text-amber-500 dark:fill-amber-300 dark:text-amber-300', px)} />
            </span>
          </span>
        );
      })}
    </span>
  );
}

/** A rating as the active language writes it with one decimal ('4.5', '4,5'). */
export const ratingNumber = (n: number): string => numberFormat(activeLocale(), { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(n);

// Ids, resolved at render time (the catalogue is not loaded when this module is).
const WORDS = ['', 'venues.stars.poor', 'venues.stars.fair', 'venues.stars.good', 'venues.stars.veryGood', 'venues.stars.excellent'] as const;
const word = (i: number) => (WORDS[i] ? t(WORDS[i] as Exclude<(typeof WORDS)[number], ''>) : '');

/** A 1–5 choice as a radio group: arrow keys move, Space/Enter choose (WCAG keyboard use). */
export function StarsInput({ value, onChange, disabled }: { value: number; onChange: (v: number) => void; disabled?: boolean }) {
  const name = useId();
  return (
    <fieldset className="flex items-center gap-3" disabled={disabled}>
      <legend className="sr-only">{t('venues.stars.yourRating')}</legend>
      <div className="flex">
        {[1, 2, 3, 4, 5].map((i) => (
          <label key={i} className="group relative cursor-pointer p-1 has-[:focus-visible]:rounded-lg has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-500">
            <input
              type="radio"
              name={name}
              value={i}
              checked={value === i}
              onChange={() => onChange(i)}
              className="sr-only"
              aria-label={t('venues.stars.option', { count: i, word: word(i) })}
            />
            <Star
              aria-hidden="true"
              className={cn(
                'size-8 transition-transform group-hover:scale-110',
                i <= value ? 'fill-amber-400 text-amber-500 dark:fill-amber-300 dark:text-amber-300' : 'text-ink-muted/60',
              )}
            />
          </label>
        ))}
      </div>
      <span className="min-w-20 text-sm font-medium text-ink-muted" aria-hidden="true">
        {word(value)}
      </span>
    </fieldset>
  );
}

import { cn } from '../../lib/cn';
import { t } from '../../lib/i18n';

/**
 * "37 / 120" under a text field whose length the contract limits (issue 27: the headline and
 * interests were cut at their limit without a word). Linked to the field by `id` through
 * aria-describedby; it turns to the warning colour at the limit, where typing stops.
 */
export function CharacterCount({ id, length, max, className }: { id: string; length: number; max: number; className?: string }) {
  const full = length >= max;
  return (
    <p id={id} data-testid={`${id}-count`} className={cn('text-right text-xs tabular-nums', full ? 'font-semibold text-amber-800 dark:text-amber-300' : 'text-ink-muted', className)}>
      {`${length} / ${max}`}
      <span className="sr-only">{` ${t(full ? 'ui.characterCount.atLimit' : 'ui.characterCount.characters')}`}</span>
    </p>
  );
}

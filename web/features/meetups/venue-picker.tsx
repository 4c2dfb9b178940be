import { Building2, Check, Search, Users } from 'lucide-react';
import { t } from '../../lib/i18n';
import { useEffect, useState } from 'react';
import { inputClasses } from '../../components/ui/field';
import { Skeleton } from '../../components/ui/skeleton';
import { cn } from '../../lib/cn';
import { useVenueOptions, type VenueOption } from './api';
import { FallbackImage } from '../../components/ui/fallback-image';

/** Choose the venue from the venue list; its name, address and coordinates are copied onto the meetup. */
export function VenuePicker(props: { value: string; selected: Pick<VenueOption, 'id' | 'name' | 'address' | 'capacity'> | null; onChange: (v: VenueOption) => void; error?: string | true | null; describedBy?: string }) {
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim()), 250);
    return () => clearTimeout(timer);
  }, [text]);
  const { data, isPending } = useVenueOptions(q);
  const venues = data?.venues ?? [];

  return (
    <fieldset className="min-w-0 space-y-3" aria-describedby={props.describedBy}>
      <legend className="text-sm font-medium text-ink">{t('meetups.detail.venue')}</legend>
      {props.selected && (
        <p className="flex items-start gap-3 rounded-xl border border-brand-300 bg-brand-50 p-3 text-sm dark:border-brand-700 dark:bg-brand-900/40" data-testid="selected-venue">
          <Building2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700 dark:text-brand-300" />
          <span>
            <span dir="auto" className="block font-semibold text-ink">{props.selected.name}</span>
            <span dir="auto" className="block text-ink-muted">{props.selected.address}</span>
            {props.selected.capacity > 0 && <span className="block text-ink-muted">{t('meetups.venuePicker.holdsUpTo', { capacity: props.selected.capacity })}</span>}
          </span>
        </p>
      )}
      <div className="relative">
        <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 start-3.5 size-4 -translate-y-1/2 text-ink-muted" />
        <input type="search" value={text} onChange={(e) => setText(e.target.value)} placeholder={t('meetups.venuePicker.placeholder')} aria-label={t('meetups.venuePicker.search')} className={cn(inputClasses, 'ps-10')} />
      </div>
      <div className="max-h-72 space-y-2 overflow-y-auto overscroll-contain rounded-xl p-0.5" role="radiogroup" aria-label={t('meetups.venuePicker.venues')} aria-invalid={props.error ? true : undefined}>
        {isPending && !data ? (
          [0, 1, 2].map((i) => <Skeleton key={i} className="h-16 w-full" />)
        ) : venues.length === 0 ? (
          <p className="rounded-xl border border-dashed border-line p-4 text-center text-sm text-ink-muted">{t('meetups.venuePicker.noMatch', { q })}</p>
        ) : (
          venues.map((v) => {
            const checked = v.id === props.value;
            return (
              <label
                key={v.id}
                className={cn(
                  'flex cursor-pointer items-center gap-3 rounded-xl border p-3 transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500',
                  checked ? 'border-brand-600 bg-brand-50 dark:border-brand-400 dark:bg-brand-900/40' : 'border-line bg-surface-raised hover:bg-surface-sunken',
                )}
              >
                <input type="radio" name="venue" value={v.id} checked={checked} onChange={() => props.onChange(v)} className="sr-only" />
                <FallbackImage src={v.cover_thumbnail_url ?? v.cover_image_url} alt="" icon={Building2} iconClassName="size-5" className="size-12 rounded-lg" />
                <span className="min-w-0 flex-1">
                  <span dir="auto" className="block truncate font-semibold text-ink">{v.name}</span>
                  <span dir="auto" className="block truncate text-sm text-ink-muted">{v.address}</span>
                </span>
                <span className="flex shrink-0 items-center gap-1 text-xs font-medium text-ink-muted">
                  <Users aria-hidden="true" className="size-3.5" />
                  {v.capacity}
                </span>
                {checked && <Check aria-hidden="true" className="size-5 shrink-0 text-brand-700 dark:text-brand-300" />}
              </label>
            );
          })
        )}
      </div>
      {typeof props.error === 'string' && <p className="text-sm font-medium text-red-700 dark:text-red-400">{props.error}</p>}
    </fieldset>
  );
}

import { SlidersHorizontal, X } from 'lucide-react';
import { COMMON_AMENITIES } from '../../../contracts/venues';
import { Button } from '../../components/ui/button';
import { Dialog, DialogTrigger, SheetContent } from '../../components/ui/dialog';
import { inputClasses } from '../../components/ui/field';
import { cn } from '../../lib/cn';
import type { VenueFilters } from './api';
import { venueTypeOptions } from '../../components/venue/venue-type';
import { t } from '../../lib/i18n';

const CAPACITIES = [10, 25, 50, 100, 250];

export function activeFilterCount(f: VenueFilters) {
  return (f.type ? 1 : 0) + (f.min_capacity ? 1 : 0) + (f.amenities?.length ?? 0) + (f.instant ? 1 : 0) + (f.weekend ? 1 : 0);
}

function Toggle({ label, hint, checked, onChange }: { label: string; hint: string; checked: boolean; onChange: (v: boolean) => void }) {
  return (
    <label className="flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border border-line p-3 has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50 dark:has-[:checked]:bg-brand-900/50">
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} className="mt-0.5 size-5 accent-brand-700" />
      <span>
        <span className="block text-sm font-semibold text-ink">{label}</span>
        <span className="block text-sm text-ink-muted">{hint}</span>
      </span>
    </label>
  );
}

/** Filters in a side sheet: type, capacity, amenities, instant booking, weekend. */
export function VenueFiltersSheet({ filters, onChange }: { filters: VenueFilters; onChange: (f: VenueFilters) => void }) {
  const count = activeFilterCount(filters);
  const toggleAmenity = (a: string) => {
    const list = filters.amenities ?? [];
    onChange({ ...filters, amenities: list.includes(a) ? list.filter((x) => x !== a) : [...list, a] });
  };
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="secondary" className="shrink-0" aria-label={count ? t('venues.filters.countActive', { count }) : t('venues.filters.button')}>
          <SlidersHorizontal aria-hidden="true" className="size-4" />
          <span>{t('venues.filters.button')}</span>
          {count > 0 && <span className="rounded-full bg-brand-700 px-1.5 text-xs text-white dark:bg-brand-400 dark:text-gray-950">{count}</span>}
        </Button>
      </DialogTrigger>
      <SheetContent title={t('venues.filters.title')} description={t('venues.filters.description')}>
        <div className="space-y-6 p-5">
          <div className="space-y-1.5">
            <label htmlFor="venue-type-filter" className="block text-sm font-medium text-ink">
              {t('venues.venueType')}
            </label>
            <select
              id="venue-type-filter"
              className={inputClasses}
              value={filters.type ?? ''}
              onChange={(e) => onChange({ ...filters, type: e.target.value || undefined })}
            >
              <option value="">{t('venues.filters.anyType')}</option>
              {venueTypeOptions().map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </div>
          <fieldset>
            <legend className="text-sm font-medium text-ink">{t('venues.filters.guestsAtLeast')}</legend>
            <div className="mt-2 flex flex-wrap gap-2">
              {[0, ...CAPACITIES].map((c) => {
                const active = (filters.min_capacity ?? 0) === c;
                return (
                  <button
                    key={c}
                    type="button"
                    aria-pressed={active}
                    onClick={() => onChange({ ...filters, min_capacity: c || undefined })}
                    className={cn(
                      'h-10 min-w-14 rounded-full border px-3 text-sm font-semibold',
                      active ? 'border-brand-700 bg-brand-700 text-white dark:border-brand-400 dark:bg-brand-400 dark:text-gray-950' : 'border-line bg-surface-raised text-ink hover:bg-surface-sunken',
                    )}
                  >
                    {c === 0 ? t('venues.filters.any') : t('venues.filters.atLeast', { count: c })}
                  </button>
                );
              })}
            </div>
          </fieldset>
          <div className="space-y-2">
            <Toggle label={t('venues.instantBooking')} hint={t('venues.filters.instantHint')} checked={Boolean(filters.instant)} onChange={(v) => onChange({ ...filters, instant: v || undefined })} />
            <Toggle label={t('venues.weekends')} hint={t('venues.filters.weekendsHint')} checked={Boolean(filters.weekend)} onChange={(v) => onChange({ ...filters, weekend: v || undefined })} />
          </div>
          <fieldset>
            <legend className="text-sm font-medium text-ink">{t('venues.amenities')}</legend>
            <div className="mt-2 flex flex-wrap gap-2">
              {COMMON_AMENITIES.map((a) => {
                const active = filters.amenities?.includes(a) ?? false;
                return (
                  <button
                    key={a}
                    type="button"
                    aria-pressed={active}
                    onClick={() => toggleAmenity(a)}
                    className={cn(
                      'min-h-10 rounded-full border px-3 text-sm font-medium',
                      active ? 'border-brand-600 bg-brand-50 text-brand-800 dark:border-brand-400 dark:bg-brand-900/60 dark:text-brand-100' : 'border-line text-ink hover:bg-surface-sunken',
                    )}
                  >
                    {a}
                  </button>
                );
              })}
            </div>
          </fieldset>
          {count > 0 && (
            <Button variant="ghost" className="w-full" onClick={() => onChange({ q: filters.q })}>
              <X aria-hidden="true" className="size-4" /> {t('venues.filters.clearAll')}
            </Button>
          )}
        </div>
      </SheetContent>
    </Dialog>
  );
}

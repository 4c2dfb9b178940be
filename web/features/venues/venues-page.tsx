import { Building2, Plus, Search, X } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Button, buttonClasses } from '../../components/ui/button';
import { inputClasses } from '../../components/ui/field';
import { Skeleton } from '../../components/ui/skeleton';
import { cn } from '../../lib/cn';
import { useSession } from '../../lib/session';
import { useVenueList, venueFilterParams, type VenueFilters } from './api';
import { useVenuesLive } from './live';
import { VenueCard } from '../../components/venue/venue-card';
import { venueTypeName } from '../../components/venue/venue-type';
import { t } from '../../lib/i18n';
import { activeFilterCount, VenueFiltersSheet } from './venue-filters';

function readFilters(p: URLSearchParams): VenueFilters {
  return {
    q: p.get('q') || undefined,
    type: p.get('type') || undefined,
    min_capacity: Number(p.get('min_capacity')) || undefined,
    amenities: p.get('amenities')?.split(',').filter(Boolean) || undefined,
    instant: p.get('instant') === 'true' || undefined,
    weekend: p.get('weekend') === 'true' || undefined,
  };
}

/** /venues: search and filter every venue, newest first; updates live. */
export default function VenuesPage() {
  const { role } = useSession();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);
  const [text, setText] = useState(filters.q ?? '');
  useVenuesLive();

  // Search as you type, a moment after typing stops.
  useEffect(() => {
    const id = setTimeout(() => {
      if ((filters.q ?? '') !== text.trim()) setParams(venueFilterParams({ ...filters, q: text.trim() || undefined }), { replace: true });
    }, 300);
    return () => clearTimeout(id);
  }, [text, filters, setParams]);

  const setFilters = (f: VenueFilters) => setParams(venueFilterParams(f), { replace: true });
  const query = useVenueList(filters);
  const venues = query.data?.pages.flatMap((p) => p.venues) ?? [];
  const chips = [
    filters.type && { key: 'type', label: venueTypeName(filters.type), clear: { ...filters, type: undefined } },
    filters.min_capacity && { key: 'cap', label: t('venues.list.guestsChip', { count: filters.min_capacity }), clear: { ...filters, min_capacity: undefined } },
    filters.instant && { key: 'instant', label: t('venues.instantBooking'), clear: { ...filters, instant: undefined } },
    filters.weekend && { key: 'weekend', label: t('venues.weekends'), clear: { ...filters, weekend: undefined } },
    ...(filters.amenities ?? []).map((a) => ({ key: `a-${a}`, label: a, clear: { ...filters, amenities: filters.amenities!.filter((x) => x !== a) } })),
  ].filter(Boolean) as Array<{ key: string; label: string; clear: VenueFilters }>;

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6 sm:py-10">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase dark:text-brand-300">{t('venues.list.eyebrow')}</p>
          <h1 className="mt-1 text-3xl font-bold tracking-tight text-ink sm:text-4xl">{t('venues.list.title')}</h1>
          <p className="mt-2 max-w-2xl text-ink-muted">{t('venues.list.intro')}</p>
        </div>
        {role === 'venue' && (
          <Link to="/create-venue" className={buttonClasses('primary', 'md')}>
            <Plus aria-hidden="true" className="size-4" /> {t('venues.addVenue')}
          </Link>
        )}
      </header>

      <div className="sticky top-16 z-10 -mx-4 mt-6 bg-surface-sunken/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-2xl sm:px-0" role="search">
        <div className="flex gap-2">
          <div className="relative flex-1">
            <Search aria-hidden="true" className="pointer-events-none absolute start-3.5 top-1/2 size-5 -translate-y-1/2 text-ink-muted" />
            <label htmlFor="venue-search" className="sr-only">
              {t('venues.list.searchLabel')}
            </label>
            <input
              id="venue-search"
              type="search"
              value={text}
              onChange={(e) => setText(e.target.value)}
              placeholder={t('venues.list.searchPlaceholder')}
              className={cn(inputClasses, 'ps-11')}
              autoComplete="off"
            />
          </div>
          <VenueFiltersSheet filters={filters} onChange={setFilters} />
        </div>
        {chips.length > 0 && (
          <ul className="mt-3 flex flex-wrap gap-2" aria-label={t('venues.list.activeFilters')}>
            {chips.map((c) => (
              <li key={c.key}>
                <button
                  type="button"
                  onClick={() => setFilters(c.clear)}
                  className="inline-flex min-h-9 items-center gap-1 rounded-full border border-brand-200 bg-brand-50 ps-3 pe-2 text-sm font-medium text-brand-800 hover:bg-brand-100 dark:border-brand-800 dark:bg-brand-900/60 dark:text-brand-100"
                  aria-label={t('venues.list.removeFilter', { label: c.label })}
                >
                  {c.label} <X aria-hidden="true" className="size-4" />
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>

      <p className="sr-only" role="status" aria-live="polite">
        {query.isPending ? t('venues.list.loading') : query.hasNextPage ? t('venues.list.shownOrMore', { count: venues.length }) : t('venues.list.shown', { count: venues.length })}
      </p>

      {query.isPending ? (
        <div className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-hidden="true">
          {[0, 1, 2, 3, 4, 5].map((i) => (
            <Skeleton key={i} className="h-80" />
          ))}
        </div>
      ) : query.isError && venues.length === 0 ? (
        <Alert tone="error" title={t('venues.list.loadFailed')} className="mt-6">
          {t('venues.checkConnection')}{' '}
          <button type="button" className="font-semibold underline" onClick={() => query.refetch()}>
            {t('venues.retry')}
          </button>
        </Alert>
      ) : venues.length === 0 ? (
        <EmptyVenues filtered={Boolean(filters.q) || activeFilterCount(filters) > 0} canAdd={role === 'venue'} onClear={() => (setText(''), setFilters({}))} />
      ) : (
        <>
          <ul className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="venue-list">
            {venues.map((v, i) => (
              <VenueCard key={v.id} venue={v} headingLevel="h2" priority={i === 0} />
            ))}
          </ul>
          {query.hasNextPage && (
            <div className="mt-8 flex justify-center">
              <Button variant="secondary" onClick={() => query.fetchNextPage()} disabled={query.isFetchingNextPage}>
                {query.isFetchingNextPage ? t('venues.loading') : t('venues.list.showMore')}
              </Button>
            </div>
          )}
        </>
      )}
    </div>
  );
}

function EmptyVenues({ filtered, canAdd, onClear }: { filtered: boolean; canAdd: boolean; onClear: () => void }) {
  return (
    <div className="mt-6 rounded-card border border-dashed border-line bg-surface-raised px-6 py-12 text-center">
      <span aria-hidden="true" className="mx-auto flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700 dark:bg-brand-900/50 dark:text-brand-200">
        <Building2 className="size-7" />
      </span>
      <h2 className="mt-4 text-lg font-semibold text-ink">{filtered ? t('venues.list.noMatch') : t('venues.list.noneYet')}</h2>
      <p className="mx-auto mt-2 max-w-md text-ink-muted">
        {filtered ? t('venues.list.noMatchHint') : t('venues.list.noneYetHint')}
      </p>
      <div className="mt-5 flex flex-wrap justify-center gap-3">
        {filtered && (
          <Button variant="secondary" onClick={onClear}>
            {t('venues.list.clearAll')}
          </Button>
        )}
        {canAdd && (
          <Link to="/create-venue" className={buttonClasses('primary')}>
            <Plus aria-hidden="true" className="size-4" /> {t('venues.addVenue')}
          </Link>
        )}
      </div>
    </div>
  );
}

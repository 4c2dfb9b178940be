import { CalendarPlus, CalendarSearch, List, LocateFixed, Map as MapIcon, MapPin, Search, X } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { RADIUS_DEFAULT_KM, RADIUS_MAX_KM, RADIUS_MIN_KM } from '../../../contracts/constants';
import { MEETUP_LANGUAGES, MEETUP_TYPES } from '../../../contracts/labels';
import type { MeetupListQuery } from '../../../contracts/meetups';
import { dateFilterRange, isDateFilter, localToday } from '../../../contracts/date-filters';
import { DateFilterChips } from '../../components/meetup/date-filter-chips';
import { Alert } from '../../components/ui/alert';
import { Button, buttonClasses } from '../../components/ui/button';
import { inputClasses } from '../../components/ui/field';
import { Segmented } from '../../components/ui/segmented';
import { Skeleton } from '../../components/ui/skeleton';
import { cn } from '../../lib/cn';
import { useSession } from '../../lib/session';
import { useMeetupPages } from './api';
import { t } from '../../lib/i18n';
import { meetupLanguageName, meetupTypeLabel } from './labels';
import { useMeetupsLive } from '../../lib/meetups-live';
import { MeetupCard } from './meetup-card';
import { NearbyMap } from './nearby-map';
import { RadiusDialog } from './radius-dialog';
import { YOUR_LOCATION } from './use-nearby-search';
import { richText } from '../../lib/rich-text';

const PAGE = 20;
type When = 'upcoming' | 'past';

function useNearbyParams(params: URLSearchParams) {
  const lat = Number(params.get('lat'));
  const lng = Number(params.get('lng'));
  const r = Math.round(Number(params.get('radius') ?? RADIUS_DEFAULT_KM));
  const ok = params.get('showNearby') === '1' && params.get('lat') !== null && params.get('lng') !== null && Number.isFinite(lat) && Number.isFinite(lng);
  if (!ok) return null;
  const label = params.get('label');
  const radius = Math.min(RADIUS_MAX_KM, Math.max(RADIUS_MIN_KM, Number.isFinite(r) ? r : RADIUS_DEFAULT_KM));
  return { lat, lng, radius, label: !label || label === YOUR_LOCATION ? t('meetups.list.yourLocation') : label };
}

/** /meetups: approved meetups (plus the viewer's own pending or rejected ones), search, filters, nearby mode. */
export default function MeetupsPage() {
  useMeetupsLive();
  const { role } = useSession();
  const [params, setParams] = useSearchParams();
  const nearby = useNearbyParams(params);
  const when: When = params.get('when') === 'past' ? 'past' : 'upcoming';
  // "Today", "This weekend", "Next 7 days" (issue 27): upcoming meetups only, from the browser's today.
  const dates = when === 'upcoming' && isDateFilter(params.get('dates')) ? params.get('dates') as Parameters<typeof dateFilterRange>[0] : null;
  const range = dates ? dateFilterRange(dates, localToday()) : null;
  const type = (MEETUP_TYPES as readonly string[]).includes(params.get('type') ?? '') ? (params.get('type') as (typeof MEETUP_TYPES)[number]) : undefined;
  const language = (MEETUP_LANGUAGES as readonly string[]).includes(params.get('language') ?? '') ? (params.get('language') as string) : undefined;
  const [text, setText] = useState(params.get('q') ?? '');
  const [radiusOpen, setRadiusOpen] = useState(false);

  // Debounced search text into the address, so results are shareable and survive reloads.
  useEffect(() => {
    const timer = setTimeout(() => {
      if ((params.get('q') ?? '') === text.trim()) return;
      const next = new URLSearchParams(params);
      if (text.trim()) next.set('q', text.trim());
      else next.delete('q');
      setParams(next, { replace: true });
    }, 300);
    return () => clearTimeout(timer);
  }, [text, params, setParams]);

  const q = params.get('q') ?? undefined;
  const query: MeetupListQuery = useMemo(
    () => ({ q, when, type, language, limit: PAGE, ...range, ...(nearby ? { lat: nearby.lat, lng: nearby.lng, radius: nearby.radius } : {}) }),
    [q, when, type, language, range?.from, range?.to, nearby?.lat, nearby?.lng, nearby?.radius], // eslint-disable-line react-hooks/exhaustive-deps
  );
  const list = useMeetupPages(query);

  const setParam = (key: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value === null) next.delete(key);
    else next.set(key, value);
    setParams(next, { replace: true });
  };
  const clearNearby = () => {
    const next = new URLSearchParams(params);
    for (const k of ['showNearby', 'lat', 'lng', 'radius', 'label', 'view']) next.delete(k);
    setParams(next, { replace: true });
  };

  const meetups = useMemo(() => list.data?.pages.flatMap((p) => p.meetups) ?? [], [list.data]);
  const firstPage = list.data?.pages[0];
  // Nearby results as a list or on a map (?view=map, so the choice survives a reload).
  const mapView = Boolean(nearby) && params.get('view') === 'map';
  // The label counts only approved meetups; the list also shows the member's own requests.
  const approvedTotal = firstPage?.approved_total ?? 0;
  // Counting stops at 1,000 (issue 30): then the label says "1,000+", never a made-up exact number.
  const capped = firstPage?.total_capped ?? false;

  return (
    <div className="mx-auto max-w-3xl px-4 pt-6 pb-10 sm:px-6 sm:pt-10 lg:max-w-5xl">
      <header className="flex items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-ink">{t('meetups.list.title')}</h1>
          <p className="mt-1.5 text-ink-muted">{t('meetups.list.intro')}</p>
        </div>
        {role === 'professional' && (
          <Link to="/create-meetup" className={buttonClasses('primary', 'md', 'hidden shrink-0 sm:inline-flex lg:hidden')}>
            <CalendarPlus aria-hidden="true" className="size-4" /> {t('meetups.list.create')}
          </Link>
        )}
      </header>

      <div className="mt-6 space-y-3">
        <div className="flex gap-2">
          <div className="relative min-w-0 flex-1">
            <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 start-3.5 size-4 -translate-y-1/2 text-ink-muted" />
            <input
              type="search"
              value={text}
              onChange={(e) => setText(e.target.value)}
              placeholder={t('meetups.list.search')}
              aria-label={t('meetups.list.search')}
              className={cn(inputClasses, 'ps-10')}
            />
          </div>
          <Button variant="secondary" onClick={() => setRadiusOpen(true)} className="shrink-0" aria-label={t('meetups.list.nearbyLabel')}>
            <LocateFixed aria-hidden="true" className="size-4" />
            <span className="hidden sm:inline">{t('meetups.list.nearby')}</span>
          </Button>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Segmented
            label={t('meetups.list.when')}
            options={[
              { value: 'upcoming', label: t('meetups.list.upcoming') },
              { value: 'past', label: t('meetups.list.past') },
            ]}
            value={when}
            onChange={(w) => setParam('when', w === 'upcoming' ? null : w)}
          />
          <label className="sr-only" htmlFor="meetup-type-filter">
            {t('meetups.list.typeLabel')}
          </label>
          <select
            id="meetup-type-filter"
            value={type ?? ''}
            onChange={(e) => setParam('type', e.target.value || null)}
            className={cn(inputClasses, 'h-11 w-auto min-w-36 flex-1 pe-8 text-sm sm:flex-none')}
          >
            <option value="">{t('meetups.list.allTypes')}</option>
            {MEETUP_TYPES.map((type) => (
              <option key={type} value={type}>
                {meetupTypeLabel(type)}
              </option>
            ))}
          </select>
          <label className="sr-only" htmlFor="meetup-language-filter">
            {t('meetups.list.languageLabel')}
          </label>
          <select
            id="meetup-language-filter"
            value={language ?? ''}
            onChange={(e) => setParam('language', e.target.value || null)}
            className={cn(inputClasses, 'h-11 w-auto min-w-36 flex-1 pe-8 text-sm sm:flex-none')}
          >
            <option value="">{t('meetups.list.allLanguages')}</option>
            {MEETUP_LANGUAGES.map((l) => (
              <option key={l} value={l}>
                {meetupLanguageName(l)}
              </option>
            ))}
          </select>
        </div>
        {when === 'upcoming' && <DateFilterChips value={dates} onChange={(d) => setParam('dates', d)} />}
      </div>

      {nearby && (
        <section aria-label={t('meetups.list.nearbySearch')} data-testid="nearby-banner" className="mt-4 flex items-center gap-3 rounded-card border border-brand-200 bg-brand-50 p-4 dark:border-brand-800 dark:bg-brand-900/40">
          <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-600 text-white dark:bg-brand-600">
            <MapPin aria-hidden="true" className="size-5" />
          </span>
          <div className="min-w-0 flex-1" aria-live="polite">
            <p className="font-semibold text-ink" data-testid="nearby-count">
              {list.isPending ? t('meetups.list.searching') : t('meetups.list.nearbyCount', { capped: String(capped), count: firstPage?.nearby?.count ?? 0, radius: nearby.radius })}
            </p>
            <p className="truncate text-sm text-ink-muted">{richText(t('meetups.list.ofPlace', { place: nearby.label }), { place: (w) => <bdi>{w}</bdi> })}</p>
          </div>
          <Button size="sm" variant="ghost" onClick={() => setRadiusOpen(true)}>
            {t('meetups.list.change')}
          </Button>
          <Button size="icon" variant="ghost" onClick={clearNearby} aria-label={t('meetups.list.clearNearby')} className="size-9">
            <X aria-hidden="true" className="size-4" />
          </Button>
        </section>
      )}

      <section aria-label={t('meetups.list.sectionLabel')} className="mt-6" aria-busy={list.isFetching}>
        {list.isError ? (
          <Alert tone="error" title={t('meetups.list.loadFailed')}>
            {list.error.message}{' '}
            <button type="button" className="font-semibold underline" onClick={() => void list.refetch()}>
              {t('meetups.list.tryAgain')}
            </button>
          </Alert>
        ) : list.isPending ? (
          <ul className="space-y-3" aria-label={t('meetups.list.loading')}>
            {[0, 1, 2].map((i) => (
              <li key={i}>
                <Skeleton className="h-32 w-full rounded-card" />
              </li>
            ))}
          </ul>
        ) : meetups.length === 0 ? (
          <EmptyState nearby={Boolean(nearby)} searching={Boolean(q || type || language || dates)} when={when} canCreate={role === 'professional'} onWiden={() => setRadiusOpen(true)} />
        ) : (
          <>
            {!nearby && (
              <p className="mb-3 text-sm text-ink-muted" aria-live="polite">
                {t(when === 'past' ? 'meetups.list.pastCount' : 'meetups.list.upcomingCount', { capped: String(capped), count: approvedTotal })}
              </p>
            )}
            {/* The cards' titles are h3: a heading level between them and the page's h1. */}
            <h2 className="sr-only">{nearby ? t('meetups.list.nearbyHeading') : when === 'past' ? t('meetups.list.pastHeading') : t('meetups.list.upcomingHeading')}</h2>
            {nearby && (
              <Segmented
                label={t('meetups.list.showAs')}
                className="mb-3"
                options={[
                  { value: 'list', label: t('meetups.list.asList'), icon: List },
                  { value: 'map', label: t('meetups.list.asMap'), icon: MapIcon },
                ]}
                value={mapView ? 'map' : 'list'}
                onChange={(v) => setParam('view', v === 'map' ? 'map' : null)}
              />
            )}
            {mapView && nearby ? (
              <NearbyMap meetups={meetups} centre={nearby} />
            ) : (
              <ul className="space-y-3 lg:grid lg:grid-cols-2 lg:gap-4 lg:space-y-0" data-testid="meetup-list">
                {meetups.map((m, i) => (
                  <MeetupCard key={m.id} meetup={m} priority={i === 0} />
                ))}
              </ul>
            )}
            {list.hasNextPage && (
              <div className="mt-6 flex justify-center">
                <Button variant="secondary" onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage}>
                  {list.isFetchingNextPage ? t('meetups.list.loadingMore') : t('meetups.list.showMore')}
                </Button>
              </div>
            )}
          </>
        )}
      </section>
      <RadiusDialog open={radiusOpen} onOpenChange={setRadiusOpen} initialRadius={nearby?.radius} />
    </div>
  );
}

function EmptyState(props: { nearby: boolean; searching: boolean; when: When; canCreate: boolean; onWiden: () => void }) {
  const title = props.nearby
    ? t('meetups.list.emptyNearby')
    : props.searching
      ? t('meetups.list.emptySearch')
      : props.when === 'past'
        ? t('meetups.list.emptyPast')
        : t('meetups.list.emptyUpcoming');
  const body = props.nearby
    ? t('meetups.list.emptyNearbyBody')
    : props.searching
      ? t('meetups.list.emptySearchBody')
      : t('meetups.list.emptyBody');
  return (
    <div className="rounded-card border border-dashed border-line bg-surface-raised px-6 py-12 text-center" data-testid="meetups-empty">
      <CalendarSearch aria-hidden="true" className="mx-auto size-10 text-brand-500" />
      <h2 className="mt-3 text-lg font-semibold text-ink">{title}</h2>
      <p className="mx-auto mt-1 max-w-sm text-ink-muted">{body}</p>
      <div className="mt-5 flex flex-wrap justify-center gap-2">
        {props.nearby && (
          <Button variant="secondary" onClick={props.onWiden}>
            {t('meetups.list.changeDistance')}
          </Button>
        )}
        {props.canCreate && (
          <Link to="/create-meetup" className={buttonClasses('primary')}>
            <CalendarPlus aria-hidden="true" className="size-4" /> {t('meetups.list.create')}
          </Link>
        )}
      </div>
    </div>
  );
}

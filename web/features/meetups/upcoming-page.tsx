import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CalendarDays, CalendarSearch, MapPin, Search, Users } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { dateFilterRange, isDateFilter, localToday, type DateFilter } from '../../../contracts/date-filters';
import { dateParts } from '../../../contracts/format';
import { PUBLIC_LIST_PAGE, type PublicMeetupCardDto, type PublicMeetupListDto } from '../../../contracts/public-meetups';
import { SSR_KEYS } from '../../../contracts/ssr';
import { IMAGE_SIZES } from '../../../contracts/storage';
import { DateFilterChips } from '../../components/meetup/date-filter-chips';
import { DateTile, TimeItem } from '../../components/meetup/date-tile';
import { StoredImage } from '../../components/stored-image';
import { Button, buttonClasses } from '../../components/ui/button';
import { inputClasses } from '../../components/ui/field';
import { Skeleton } from '../../components/ui/skeleton';
import { api } from '../../lib/api';
import { cn } from '../../lib/cn';
import { usePageMeta } from '../../lib/page-meta';
import { useSession } from '../../lib/session';
import { t } from '../../lib/i18n';
import { meetupTypeLabel } from './labels';

const toSearch = (q: Record<string, string | number | undefined>) =>
  new URLSearchParams(Object.entries(q).flatMap(([k, v]) => (v === undefined || v === '' ? [] : [[k, String(v)]]))).toString();

/**
 * /upcoming: "Upcoming meetups" for anyone (issue 27) — approved meetups ahead, found by place
 * and date, each opening its public page /m/{id}. The server renders it (server/meetups/
 * public-routes.ts); the place and the date filter live in the address, so a search is a link.
 */
export default function UpcomingMeetupsPage() {
  usePageMeta(t('meetups.upcoming.title'), t('meetups.upcoming.metaDescription'));
  const { status } = useSession();
  const [params, setParams] = useSearchParams();
  const place = params.get('place')?.trim() ?? '';
  const dates = isDateFilter(params.get('dates')) ? (params.get('dates') as DateFilter) : null;
  const [text, setText] = useState(place);
  const [limit, setLimit] = useState(PUBLIC_LIST_PAGE);
  const q = { ...(place ? { place } : {}), ...(dates ? dateFilterRange(dates, localToday()) : {}), limit };
  const list = useQuery({
    queryKey: SSR_KEYS.upcomingMeetups(q),
    queryFn: ({ signal }) => api<PublicMeetupListDto>(`/api/public/meetups?${toSearch(q)}`, { signal }),
    placeholderData: keepPreviousData,
  });

  const set = (key: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setLimit(PUBLIC_LIST_PAGE);
    setParams(next, { replace: true });
  };
  const search = (e: FormEvent) => {
    e.preventDefault();
    set('place', text.trim() || null);
  };
  const meetups = list.data?.meetups ?? [];

  return (
    <div className="mx-auto max-w-3xl px-4 pt-6 pb-12 sm:px-6 sm:pt-10 lg:max-w-5xl">
      <header>
        <h1 className="text-3xl font-bold tracking-tight text-ink">{t('meetups.upcoming.title')}</h1>
        <p className="mt-1.5 text-ink-muted">{t('meetups.upcoming.intro')}</p>
      </header>

      <form role="search" onSubmit={search} className="mt-6 flex gap-2">
        <label htmlFor="upcoming-place" className="sr-only">
          {t('meetups.upcoming.placeLabel')}
        </label>
        <div className="relative min-w-0 flex-1">
          <MapPin aria-hidden="true" className="pointer-events-none absolute top-1/2 start-3.5 size-4 -translate-y-1/2 text-ink-muted" />
          <input
            id="upcoming-place"
            type="search"
            value={text}
            maxLength={100}
            onChange={(e) => setText(e.target.value)}
            placeholder={t('meetups.upcoming.placePlaceholder')}
            enterKeyHint="search"
            className={cn(inputClasses, 'ps-10')}
          />
        </div>
        <Button type="submit" className="shrink-0">
          <Search aria-hidden="true" className="size-4" />
          <span className="hidden sm:inline">{t('meetups.upcoming.search')}</span>
          <span className="sr-only sm:hidden">{t('meetups.upcoming.search')}</span>
        </Button>
      </form>
      <DateFilterChips className="mt-3" value={dates} onChange={(d) => set('dates', d)} />

      <section aria-labelledby="upcoming-results" className="mt-6" aria-busy={list.isFetching}>
        <h2 id="upcoming-results" className="text-sm font-medium text-ink-muted" aria-live="polite">
          {list.isPending ? t('meetups.upcoming.looking') : list.isError ? t('meetups.upcoming.loadFailed') : resultsLabel(meetups.length, list.data?.has_more ?? false, place)}
        </h2>
        {list.isPending ? (
          <ul className="mt-3 grid grid-cols-1 gap-4 lg:grid-cols-2">
            {[0, 1, 2, 3].map((i) => (
              <li key={i}>
                <Skeleton className="h-64 w-full" />
              </li>
            ))}
          </ul>
        ) : list.isError ? (
          <Button variant="secondary" className="mt-3" onClick={() => void list.refetch()}>
            {t('meetups.list.tryAgain')}
          </Button>
        ) : meetups.length === 0 ? (
          <div className="mt-3 rounded-card border border-dashed border-line bg-surface-raised px-6 py-10 text-center">
            <CalendarSearch aria-hidden="true" className="mx-auto size-10 text-ink-muted" />
            <p className="mt-3 font-semibold text-ink">{t('meetups.upcoming.noneFound')}</p>
            <p className="mt-1 text-sm text-ink-muted">{place || dates ? t('meetups.upcoming.tryAnother') : t('meetups.upcoming.appearHere')}</p>
            {(place || dates) && (
              <Button
                variant="secondary"
                className="mt-4"
                onClick={() => {
                  setText('');
                  setParams(new URLSearchParams(), { replace: true });
                }}
              >
                {t('meetups.upcoming.showAll')}
              </Button>
            )}
          </div>
        ) : (
          <>
            <ul className="mt-3 grid grid-cols-1 gap-4 lg:grid-cols-2">
              {meetups.map((m, i) => (
                <PublicMeetupCard key={m.id} meetup={m} priority={i === 0} />
              ))}
            </ul>
            {list.data?.has_more && (
              <div className="mt-6 text-center">
                <Button variant="secondary" onClick={() => setLimit((n) => Math.min(96, n + PUBLIC_LIST_PAGE))} disabled={list.isFetching || limit >= 96}>
                  {list.isFetching ? t('meetups.list.loadingMore') : t('meetups.upcoming.showMore')}
                </Button>
              </div>
            )}
          </>
        )}
      </section>

      {status === 'signedOut' && (
        <aside className="mt-10 rounded-card border border-line bg-surface-raised p-5 text-center sm:p-6">
          <p className="font-semibold text-ink">{t('meetups.upcoming.wantToJoin')}</p>
          <p className="mt-1 text-sm text-ink-muted">{t('meetups.upcoming.createAccountHint')}</p>
          <div className="mt-4 flex flex-wrap justify-center gap-3">
            <Link to="/register" className={buttonClasses('primary', 'md')}>
              {t('meetups.upcoming.createAccount')}
            </Link>
            <Link to="/login" className={buttonClasses('secondary', 'md')}>
              {t('meetups.upcoming.signIn')}
            </Link>
          </div>
        </aside>
      )}
    </div>
  );
}

function resultsLabel(n: number, more: boolean, place: string) {
  if (n === 0) return place ? t('meetups.upcoming.noneMatch', { place }) : t('meetups.upcoming.none');
  return t(place ? 'meetups.upcoming.countMatching' : 'meetups.list.upcomingCount', { capped: String(more), count: n, place });
}

/** One meetup: cover, date tile, title, time at the venue, venue and town, places. Opens /m/{id}. */
function PublicMeetupCard({ meetup: m, priority }: { meetup: PublicMeetupCardDto; priority?: boolean }) {
  const d = dateParts(m.date);
  const left = Math.max(0, m.max_attendees - m.attendee_count);
  return (
    // min-w-0: a grid item's automatic minimum is its content's, and the truncated venue line
    // would otherwise widen the card past a 320 px screen (e2e/no-overflow.spec.ts).
    <li className="min-w-0">
      <Link
        to={`/m/${m.id}`}
        data-testid="public-meetup-card"
        className="group flex h-full flex-col overflow-hidden rounded-card border border-line bg-surface-raised shadow-sm transition hover:border-brand-300 hover:shadow-md focus-visible:border-brand-500 dark:hover:border-brand-700"
      >
        <StoredImage src={m.cover_image_url} sizes={IMAGE_SIZES.meetupCard} priority={priority} alt="" icon={CalendarDays} className="h-36 w-full sm:h-auto sm:aspect-video" />
        <div className="flex flex-1 gap-4 p-4">
          <DateTile date={m.date} />
          <div className="min-w-0 flex-1">
            <span className="text-xs font-semibold tracking-wide text-brand-700 uppercase dark:text-brand-300">
              {meetupTypeLabel(m.meetup_type)}
            </span>
            <h3 dir="auto" className="mt-1 text-base leading-snug font-semibold text-ink group-hover:text-brand-800 dark:group-hover:text-brand-200">{m.title}</h3>
            <p className="sr-only">{`${d.weekday} ${d.day} ${d.month}`}</p>
            <ul className="mt-2 space-y-1 text-sm text-ink-muted">
              <TimeItem meetup={m} />
              <li className="flex min-w-0 items-center gap-1.5">
                <MapPin aria-hidden="true" className="size-4 shrink-0" />
                <span dir="auto" className="min-w-0 truncate">{[m.venue_name, m.venue_city].filter(Boolean).join(' · ') || t('meetups.card.venueTbc')}</span>
              </li>
              <li className="flex items-center gap-1.5">
                <Users aria-hidden="true" className="size-4 shrink-0" />
                {m.is_full ? t('meetups.card.full') : t('meetups.upcoming.goingLeft', { going: m.attendee_count, count: left })}
              </li>
            </ul>
          </div>
        </div>
      </Link>
    </li>
  );
}

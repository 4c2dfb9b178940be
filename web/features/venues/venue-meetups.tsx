import { useQuery } from '@tanstack/react-query';
import { CalendarDays } from 'lucide-react';
import { Link } from 'react-router';
import type { MeetupListDto } from '../../../contracts/meetups';
import { dateFormat } from '../../../contracts/format';
import { api } from '../../lib/api';
import { activeLocale, t } from '../../lib/i18n';

const day = (d: string) => dateFormat(activeLocale(), { weekday: 'short', day: 'numeric', month: 'long' }).format(new Date(`${d}T00:00:00`));

/** Upcoming approved meetups at this venue; hidden when there are none or the viewer may not list meetups. */
export function VenueMeetups({ venueId }: { venueId: string }) {
  const { data } = useQuery({
    queryKey: ['meetups', 'at-venue', venueId],
    queryFn: ({ signal }) => api<MeetupListDto>(`/api/meetups?venue_id=${venueId}&when=upcoming&limit=5`, { signal }),
    retry: false,
  });
  const meetups = (data?.meetups ?? []).filter((m) => m.booking_status === 'approved');
  if (meetups.length === 0) return null;
  return (
    <section aria-labelledby="venue-meetups-heading" className="space-y-3">
      <h2 id="venue-meetups-heading" className="text-xl font-semibold text-ink">
        {t('venues.meetups.title')}
      </h2>
      <ul className="divide-y divide-line overflow-hidden rounded-card border border-line bg-surface-raised">
        {meetups.map((m) => (
          <li key={m.id}>
            <Link to={`/meetups/${m.id}`} className="flex items-center gap-3 p-4 hover:bg-surface-sunken">
              <CalendarDays aria-hidden="true" className="size-5 shrink-0 text-brand-700 dark:text-brand-300" />
              <span className="min-w-0 flex-1">
                <span className="block truncate font-semibold text-ink" dir="auto">
                  {m.title}
                </span>
                <span className="block text-sm text-ink-muted">
                  {day(m.date)} · {m.time.slice(0, 5)}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

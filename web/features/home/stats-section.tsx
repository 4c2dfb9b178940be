import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Building2, CalendarDays, Globe2, Users, type LucideIcon } from 'lucide-react';
import { STATS_FALLBACK } from '../../../contracts/constants';
import { Skeleton } from '../../components/ui/skeleton';
import { groupDigits } from '../../../contracts/format';
import type { MessageId } from '../../../contracts/i18n/messages';
import { api } from '../../lib/api';
import { SSR_KEYS } from '../../../contracts/ssr';
import { useRealtimeMessages } from '../../lib/realtime-messages';
import { t } from '../../lib/i18n';

export type SiteStats = { countries: number; professionals: number; venues: number; events: number };

const TILES: { key: keyof SiteStats; label: MessageId; icon: LucideIcon }[] = [
  { key: 'countries', label: 'home.stats.countries', icon: Globe2 },
  { key: 'professionals', label: 'home.stats.professionals', icon: Users },
  { key: 'venues', label: 'home.stats.venues', icon: Building2 },
  { key: 'events', label: 'home.stats.events', icon: CalendarDays },
];

async function fetchStats(): Promise<SiteStats> {
  const s = await api<Partial<SiteStats>>('/api/stats');
  const num = (v: unknown, fallback: number) => (typeof v === 'number' && Number.isFinite(v) ? v : fallback);
  return {
    countries: num(s?.countries, STATS_FALLBACK.countries),
    professionals: num(s?.professionals, STATS_FALLBACK.professionals),
    venues: num(s?.venues, STATS_FALLBACK.venues),
    events: num(s?.events, STATS_FALLBACK.events),
  };
}

/** Live site statistics; the product's fallbacks stand in when the request fails (docs/product.md §9). */
export function StatsSection() {
  const { data, isPending, isError } = useQuery({ queryKey: SSR_KEYS.stats(), queryFn: fetchStats, staleTime: 60_000 });
  const queryClient = useQueryClient();
  // Counts move live: a new member, venue or meetup (or one removed) refetches them.
  useRealtimeMessages((msg) => {
    if (msg.type !== 'change' || msg.event === 'UPDATE') return;
    if (msg.table === 'profiles' || msg.table === 'venues' || msg.table === 'meetups') void queryClient.invalidateQueries({ queryKey: SSR_KEYS.stats() });
  });
  const stats: SiteStats = isError || !data ? STATS_FALLBACK : data;
  return (
    <section aria-labelledby="stats-title" className="relative mx-auto -mt-8 max-w-6xl px-4 sm:-mt-12 sm:px-6">
      <h2 id="stats-title" className="sr-only">
        {t('home.stats.title')}
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {TILES.map(({ key, label, icon: Icon }) => (
          <li key={key} className="rounded-card border border-line bg-surface-raised p-4 shadow-md sm:p-5">
            <Icon aria-hidden="true" className="h-6 w-6 text-brand-600 dark:text-brand-300" />
            {isPending ? (
              <Skeleton className="mt-3 h-9 w-20" />
            ) : (
              <p className="mt-3 text-3xl font-extrabold tracking-tight text-ink sm:text-4xl" data-stat={key}>
                {groupDigits(stats[key])}
              </p>
            )}
            <p className="mt-1 text-sm font-medium text-ink-muted">{t(label)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

import { useQuery } from '@tanstack/react-query';
import type { VenueSummaryDto } from '../../../contracts/venues';
import { SectionBand } from '../../components/ui/section-band';
import { api } from '../../lib/api';
import { SSR_KEYS } from '../../../contracts/ssr';
import { useSession } from '../../lib/session';
import { VenueCard } from '../../components/venue/venue-card';
import { t } from '../../lib/i18n';
import { HydrateLater } from '../../lib/hydrate-later';

/** Best-rated venues of published partners; public, so the home page can show them to everyone. */
export function HomeFeaturedVenues() {
  const { role, isAdmin, status } = useSession();
  const { data } = useQuery({
    // Seeded by the server's home page (server/web/pages.ts homePage): no fetch after it starts.
    queryKey: SSR_KEYS.featuredVenues(),
    queryFn: ({ signal }) => api<{ venues: VenueSummaryDto[] }>('/api/venues/featured?limit=3', { signal }),
    staleTime: 60_000,
  });
  if (!data?.venues.length) return null;
  // Worldwide Venues is shown to professional and venue users (docs/product.md §6); others get the partners page.
  const browse = status === 'signedIn' && (role === 'professional' || role === 'venue' || isAdmin);
  // Below the fold on a phone: hydrated in a task of its own (web/lib/hydrate-later.tsx).
  return (
    <HydrateLater>
      <SectionBand
        id="home-featured-venues"
        title={t('home.venues.title')}
        intro={t('home.venues.intro')}
        moreTo={browse ? '/venues' : '/partners'}
        moreLabel={browse ? t('home.venues.explore') : t('home.venues.partners')}
      >
        <ul className="grid gap-4 md:grid-cols-3">
          {data.venues.map((v) => (
            <VenueCard key={v.id} venue={v} />
          ))}
        </ul>
      </SectionBand>
    </HydrateLater>
  );
}

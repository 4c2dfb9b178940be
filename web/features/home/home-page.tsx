import type { ReactNode } from 'react';
import { HeroSection } from './hero-section';
import { HowItWorksSection } from './how-it-works-section';
import { StatsSection } from './stats-section';
import { TiersSection } from './tiers-section';
import { HydrateLater } from '../../lib/hydrate-later';

/**
 * The home page. Upcoming meetups and featured venues come from their own features; the app
 * layer passes them in (web/app/home-route.tsx) so features do not import each other.
 */
export default function HomePage({ upcomingMeetups, featuredVenues }: { upcomingMeetups?: ReactNode; featuredVenues?: ReactNode }) {
  return (
    <div className="pb-8">
      <HeroSection />
      <StatsSection />
      {upcomingMeetups}
      {/* Below the fold on a phone: hydrated each in a task of its own (web/lib/hydrate-later.tsx). */}
      <HydrateLater>
        <HowItWorksSection />
      </HydrateLater>
      {featuredVenues}
      <HydrateLater>
        <TiersSection />
      </HydrateLater>
    </div>
  );
}

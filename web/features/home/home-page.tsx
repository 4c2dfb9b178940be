import type { ReactNode } from 'react';
import { HeroSection } from './hero-section';
import { HowItWorksSection } from './how-it-works-section';
import { StatsSection } from './stats-section';
import { TiersSection } from './tiers-section';

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
      <HowItWorksSection />
      {featuredVenues}
      <TiersSection />
    </div>
  );
}

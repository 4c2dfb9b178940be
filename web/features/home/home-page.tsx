import type { ReactNode } from 'react';
import { WhenIdle } from '../../lib/idle';
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
      {/* Below the fold on a phone: each section renders in its own idle period after the
          first paint, not in the same long task (issue 13). */}
      <WhenIdle>{upcomingMeetups}</WhenIdle>
      <WhenIdle>
        <HowItWorksSection />
      </WhenIdle>
      <WhenIdle>{featuredVenues}</WhenIdle>
      <WhenIdle>
        <TiersSection />
      </WhenIdle>
    </div>
  );
}

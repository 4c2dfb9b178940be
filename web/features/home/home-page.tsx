import { FeaturedVenuesSection } from './featured-venues-section';
import { HeroSection } from './hero-section';
import { HowItWorksSection } from './how-it-works-section';
import { StatsSection } from './stats-section';
import { TestimonialsSection } from './testimonials-section';
import { TiersSection } from './tiers-section';
import { UpcomingMeetupsSection } from './upcoming-meetups-section';

export default function HomePage() {
  return (
    <div className="pb-8">
      <HeroSection />
      <StatsSection />
      <UpcomingMeetupsSection />
      <HowItWorksSection />
      <FeaturedVenuesSection />
      <TiersSection />
      <TestimonialsSection />
    </div>
  );
}

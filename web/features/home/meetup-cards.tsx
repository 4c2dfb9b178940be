import { CalendarCheck, CalendarPlus, Rss, Search, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import type { HomeDto } from '../../../contracts/home';
import type { Role } from '../../../contracts/roles';
import { buttonClasses } from '../../components/ui/button';
import { EmptyState, HomeCard } from './home-card';
import { MeetupLine } from './meetup-line';

/** The next meetups the member attends or organises. */
export function UpcomingCard({ meetups, role, isAdmin }: { meetups: HomeDto['upcoming']; role: Role; isAdmin: boolean }) {
  const canMeet = role === 'professional' || isAdmin;
  return (
    <HomeCard id="home-upcoming-mine" title="Your upcoming meetups" icon={CalendarCheck} more={meetups.length && canMeet ? { to: '/profile', label: 'All yours' } : undefined}>
      {meetups.length ? (
        <ul className="divide-y divide-line" data-testid="home-upcoming">
          {meetups.map((m) => (
            <MeetupLine key={m.id} meetup={m} />
          ))}
        </ul>
      ) : canMeet ? (
        <EmptyState icon={CalendarCheck} title="Nothing on your calendar yet">
          Join a meetup near you or host your own at a partner venue.
          <div className="mt-3 flex flex-wrap justify-center gap-2">
            <Link to="/meetups" className={buttonClasses('primary', 'sm')}>
              <Search aria-hidden="true" className="size-4" /> Browse Global Meetups
            </Link>
            <Link to="/create-meetup" className={buttonClasses('secondary', 'sm')}>
              <CalendarPlus aria-hidden="true" className="size-4" /> Create Meetup
            </Link>
          </div>
        </EmptyState>
      ) : (
        <EmptyState icon={CalendarCheck} title="No meetups coming up">
          {role === 'venue' ? 'Meetups you attend or organise appear here; bookings at your venues are in your week below.' : 'Meetups you join or host will appear here.'}
        </EmptyState>
      )}
    </HomeCard>
  );
}

/** New meetups from the organisers, venues and partners the member follows. */
export function FollowingCard({ following }: { following: HomeDto['following'] }) {
  return (
    <HomeCard id="home-following" title="From people and venues you follow" icon={Rss}>
      {following.meetups.length ? (
        <ul className="divide-y divide-line">
          {following.meetups.map((m) => (
            <MeetupLine key={m.id} meetup={m} />
          ))}
        </ul>
      ) : following.follows === 0 ? (
        <EmptyState icon={Rss} title="Follow organisers and venues to see their new meetups here">
          Open an organiser’s profile, a venue or a partner page and choose Follow.
        </EmptyState>
      ) : (
        <EmptyState icon={Rss} title="Nothing new yet">
          When the organisers and venues you follow announce a meetup, it shows up here first.
        </EmptyState>
      )}
    </HomeCard>
  );
}

/** Basic members: what upgrading opens, as the marketing page offered it before. */
export function UpgradeCard() {
  return (
    <section aria-labelledby="home-upgrade" className="min-w-0 overflow-hidden rounded-card bg-linear-to-br from-brand-700 to-brand-900 p-5 text-white shadow-sm">
      <Sparkles aria-hidden="true" className="size-7 text-accent-500" />
      <h2 id="home-upgrade" className="mt-2 text-lg font-bold">
        Join and host meetups
      </h2>
      <p className="mt-1 text-sm leading-6 text-brand-50">
        Professional Partners join meetups worldwide, host their own at partner venues and find people nearby. Venue Partners list their spaces and take bookings.
      </p>
      <div className="mt-4 flex flex-col gap-2 sm:flex-row">
        <Link to="/upgrade-account" className={buttonClasses('secondary', 'md', 'border-transparent bg-white text-brand-800 hover:bg-brand-50 dark:bg-white dark:text-brand-900 dark:hover:bg-brand-50')}>
          Upgrade Account
        </Link>
        <Link to="/pricing" className={buttonClasses('ghost', 'md', 'text-white ring-1 ring-white/60 hover:bg-white/10')}>
          Compare plans
        </Link>
      </div>
    </section>
  );
}

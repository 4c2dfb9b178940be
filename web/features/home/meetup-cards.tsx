import { CalendarCheck, CalendarPlus, Rss, Search, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import type { HomeDto } from '../../../contracts/home';
import type { Role } from '../../../contracts/roles';
import { buttonClasses } from '../../components/ui/button';
import { EmptyState, HomeCard } from './home-card';
import { MeetupLine } from './meetup-line';
import { t } from '../../lib/i18n';

/** The next meetups the member attends or organises. */
export function UpcomingCard({ meetups, role, isAdmin }: { meetups: HomeDto['upcoming']; role: Role; isAdmin: boolean }) {
  const canMeet = role === 'professional' || isAdmin;
  return (
    <HomeCard id="home-upcoming-mine" title={t('home.cards.upcomingTitle')} icon={CalendarCheck} more={meetups.length && canMeet ? { to: '/profile', label: t('home.cards.allYours') } : undefined}>
      {meetups.length ? (
        <ul className="divide-y divide-line" data-testid="home-upcoming">
          {meetups.map((m) => (
            <MeetupLine key={m.id} meetup={m} />
          ))}
        </ul>
      ) : canMeet ? (
        <EmptyState icon={CalendarCheck} title={t('home.cards.nothingOnCalendar')}>
          {t('home.cards.nothingOnCalendarText')}
          <div className="mt-3 flex flex-wrap justify-center gap-2">
            <Link to="/meetups" className={buttonClasses('primary', 'sm')}>
              <Search aria-hidden="true" className="size-4" /> {t('home.browseMeetups')}
            </Link>
            <Link to="/create-meetup" className={buttonClasses('secondary', 'sm')}>
              <CalendarPlus aria-hidden="true" className="size-4" /> {t('home.member.createMeetup')}
            </Link>
          </div>
        </EmptyState>
      ) : (
        <EmptyState icon={CalendarCheck} title={t('home.cards.noneComingUp')}>
          {t(role === 'venue' ? 'home.cards.noneComingUpVenue' : 'home.cards.noneComingUpText')}
        </EmptyState>
      )}
    </HomeCard>
  );
}

/** New meetups from the organisers, venues and partners the member follows. */
export function FollowingCard({ following }: { following: HomeDto['following'] }) {
  return (
    <HomeCard id="home-following" title={t('home.cards.followingTitle')} icon={Rss}>
      {following.meetups.length ? (
        <ul className="divide-y divide-line">
          {following.meetups.map((m) => (
            <MeetupLine key={m.id} meetup={m} />
          ))}
        </ul>
      ) : following.follows === 0 ? (
        <EmptyState icon={Rss} title={t('home.cards.followToSee')}>
          {t('home.cards.followToSeeText')}
        </EmptyState>
      ) : (
        <EmptyState icon={Rss} title={t('home.cards.nothingNew')}>
          {t('home.cards.nothingNewText')}
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
        {t('home.cards.upgradeTitle')}
      </h2>
      <p className="mt-1 text-sm leading-6 text-brand-50">
        {t('home.cards.upgradeText')}
      </p>
      <div className="mt-4 flex flex-col gap-2 sm:flex-row">
        <Link to="/upgrade-account" className={buttonClasses('secondary', 'md', 'border-transparent bg-white text-brand-800 hover:bg-brand-50 dark:bg-white dark:text-brand-900 dark:hover:bg-brand-50')}>
          {t('home.cards.upgradeAccount')}
        </Link>
        <Link to="/pricing" className={buttonClasses('ghost', 'md', 'text-white ring-1 ring-white/60 hover:bg-white/10')}>
          {t('home.comparePlans')}
        </Link>
      </div>
    </section>
  );
}

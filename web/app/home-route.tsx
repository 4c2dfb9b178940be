import { lazy, Suspense } from 'react';
import HomePage from '../features/home/home-page';
import { HomeUpcomingMeetups } from '../features/meetups/home-upcoming-meetups';
import { HomeFeaturedVenues } from '../features/venues/home-featured-venues';
import { Skeleton } from '../components/ui/skeleton';
import { loadAppMessages } from '../lib/i18n';
import { useSession } from '../lib/session';

// The member's home is not part of a visitor's first load (the budget of issue 13/29): it loads
// when a session is known, with the app's words (decision 0067).
const MemberHome = lazy(() => Promise.all([import('../features/home/member-home'), loadAppMessages()]).then(([m]) => ({ default: m.MemberHome })));

/** The member's home while its code loads: its banner and glance tiles, so nothing moves when it arrives. */
function MemberHomeOutline() {
  return (
    <div className="pb-12" aria-busy="true">
      <div className="h-40 bg-linear-to-br from-brand-700 via-brand-800 to-brand-900 sm:h-48" />
      <div className="mx-auto -mt-9 grid max-w-6xl grid-cols-3 gap-2 px-4 sm:gap-3 sm:px-6">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-[4.5rem] rounded-card" />
        ))}
      </div>
    </div>
  );
}

/**
 * / is the member's own home once signed in (issue 26) and the marketing page for visitors. The
 * server renders the visitor's page (a signed-out first render, docs/decisions/0031); a browser
 * holding a session renders the member's home over it, with its loading outline until the
 * session is known. The marketing page composes sections owned by the meetups and venues features.
 */
export default function HomeRoute() {
  const { status } = useSession();
  if (status !== 'signedOut')
    return (
      <Suspense fallback={<MemberHomeOutline />}>
        <MemberHome />
      </Suspense>
    );
  return <HomePage upcomingMeetups={<HomeUpcomingMeetups />} featuredVenues={<HomeFeaturedVenues />} />;
}

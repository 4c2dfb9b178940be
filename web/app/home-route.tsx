import HomePage from '../features/home/home-page';
import { MemberHome } from '../features/home/member-home';
import { HomeUpcomingMeetups } from '../features/meetups/home-upcoming-meetups';
import { HomeFeaturedVenues } from '../features/venues/home-featured-venues';
import { useSession } from '../lib/session';

/**
 * / is the member's own home once signed in (issue 26) and the marketing page for visitors. The
 * server renders the visitor's page (a signed-out first render, docs/decisions/0031); a browser
 * holding a session renders the member's home over it, with its loading outline until the
 * session is known. The marketing page composes sections owned by the meetups and venues features.
 */
export default function HomeRoute() {
  const { status } = useSession();
  if (status !== 'signedOut') return <MemberHome />;
  return <HomePage upcomingMeetups={<HomeUpcomingMeetups />} featuredVenues={<HomeFeaturedVenues />} />;
}

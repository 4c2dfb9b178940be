import HomePage from '../features/home/home-page';
import { HomeUpcomingMeetups } from '../features/meetups/home-upcoming-meetups';
import { HomeFeaturedVenues } from '../features/venues/home-featured-venues';

/** Composes the home page with sections owned by the meetups and venues features. */
export default function HomeRoute() {
  return <HomePage upcomingMeetups={<HomeUpcomingMeetups />} featuredVenues={<HomeFeaturedVenues />} />;
}

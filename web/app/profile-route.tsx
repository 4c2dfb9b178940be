import { MyMeetupsSection } from '../features/meetups/my-meetups-section';
import ProfilePage from '../features/profile/profile-page';
import { MyVenuesSection } from '../features/venues/my-venues-section';

/** Composes /profile with sections owned by the meetups and venues features. */
export default function ProfileRoute() {
  return <ProfilePage myMeetups={<MyMeetupsSection />} myVenues={<MyVenuesSection />} />;
}

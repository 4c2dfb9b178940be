import PublicMeetupPage from '../features/meetups/public-meetup-page';
import NotFoundPage from '../features/pages/not-found-page';

/** Composes /m/{id}: the meetups feature's public page, the pages feature's not-found page. */
export default function PublicMeetupRoute() {
  return <PublicMeetupPage notFound={<NotFoundPage />} />;
}

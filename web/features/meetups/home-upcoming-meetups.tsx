import { SectionBand } from '../../components/ui/section-band';
import { useSession } from '../../lib/session';
import { useMeetupList } from './api';
import { MeetupCard } from './meetup-card';
import { t } from '../../lib/i18n';

/** Next approved meetups for members who may browse them (professionals and admins). */
export function HomeUpcomingMeetups() {
  const { role, isAdmin, status } = useSession();
  const canBrowse = status === 'signedIn' && (role === 'professional' || isAdmin);
  const { data } = useMeetupList({ when: 'upcoming', limit: 12 }, canBrowse);
  // The list also holds the viewer's own pending or rejected requests; the home page shows live ones.
  const live = (data?.meetups ?? []).filter((m) => m.booking_status === 'approved').slice(0, 3);
  if (!canBrowse || !live.length) return null;
  return (
    <SectionBand id="home-upcoming" title={t('home.upcoming.title')} intro={t('home.upcoming.intro')} moreTo="/meetups" moreLabel={t('home.browseMeetups')}>
      <ul className="grid gap-4 md:grid-cols-3">
        {live.map((m) => (
          <MeetupCard key={m.id} meetup={m} compact />
        ))}
      </ul>
    </SectionBand>
  );
}

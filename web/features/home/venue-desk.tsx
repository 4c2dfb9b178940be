import { CalendarDays, ClipboardCheck, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { calendarDateIn, clockIn, dateParts } from '../../../contracts/format';
import type { HomeDto } from '../../../contracts/home';
import { buttonClasses } from '../../components/ui/button';
import { Badge } from '../../components/ui/badge';
import { EmptyState, HomeCard } from './home-card';
import { MeetupLine } from './meetup-line';
import { t } from '../../lib/i18n';

const APPROVALS = '/venue-management?focus=approvals';

/** 'Mon 30 Nov, 14:00' in the venue's zone: when a request lapses if nobody answers. */
function answerBy(instant: string, zone: string) {
  const d = dateParts(calendarDateIn(instant, zone));
  return t('home.desk.when', { weekday: d.weekday, day: d.day, month: d.month, time: clockIn(instant, zone) });
}

/** A Venue Partner's desk: booking requests to answer (soonest deadline first) and the coming week at their venues. */
export function VenueDesk({ desk }: { desk: NonNullable<HomeDto['venue']> }) {
  if (desk.venues === 0)
    return (
      <HomeCard id="home-venue-start" title={t('home.desk.yourVenues')} icon={ClipboardCheck}>
        <EmptyState icon={Plus} title={t('home.desk.listFirst')}>
          {t('home.desk.listFirstText')}
          <div className="mt-3">
            <Link to="/create-venue" className={buttonClasses('primary', 'sm')}>
              <Plus aria-hidden="true" className="size-4" /> {t('home.member.addVenue')}
            </Link>
          </div>
        </EmptyState>
      </HomeCard>
    );
  return (
    <>
      <HomeCard id="home-approvals" title={t('home.desk.requestsTitle')} icon={ClipboardCheck} count={desk.pending_count} more={desk.pending_count ? { to: APPROVALS, label: t('home.desk.seeAll') } : undefined}>
        {desk.pending.length === 0 ? (
          <EmptyState icon={ClipboardCheck} title={t('home.desk.noRequests')}>
            {t('home.desk.noRequestsText')}
          </EmptyState>
        ) : (
          <>
            <ul className="divide-y divide-line" data-testid="home-pending-bookings">
              {desk.pending.map((m) => (
                <MeetupLine key={m.id} meetup={m} extra={m.booking_expires_at ? <Badge tone="warning">{t('home.desk.answerBy', { when: answerBy(m.booking_expires_at, m.time_zone) })}</Badge> : <Badge tone="warning">{t('home.desk.pending')}</Badge>} />
              ))}
            </ul>
            <Link to={APPROVALS} className={buttonClasses('primary', 'md', 'mb-1 mt-2 w-full sm:w-auto')}>
              {t('home.desk.reviewApprove')}
            </Link>
          </>
        )}
      </HomeCard>
      <HomeCard id="home-week" title={t('home.desk.weekTitle')} icon={CalendarDays} more={{ to: '/venue-management?tab=calendar', label: t('home.desk.calendar') }}>
        {desk.week.length === 0 ? (
          <EmptyState icon={CalendarDays} title={t('home.desk.nothingBooked')}>
            {t('home.desk.nothingBookedText')}
          </EmptyState>
        ) : (
          <ul className="divide-y divide-line">
            {desk.week.map((m) => (
              <MeetupLine key={m.id} meetup={m} />
            ))}
          </ul>
        )}
      </HomeCard>
    </>
  );
}

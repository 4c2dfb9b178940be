import { CalendarDays, ClipboardCheck, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { calendarDateIn, clockIn, dateParts } from '../../../contracts/format';
import type { HomeDto } from '../../../contracts/home';
import { buttonClasses } from '../../components/ui/button';
import { Badge } from '../../components/ui/badge';
import { EmptyState, HomeCard } from './home-card';
import { MeetupLine } from './meetup-line';

const APPROVALS = '/venue-management?focus=approvals';

/** 'Mon 30 Nov, 14:00' in the venue's zone: when a request lapses if nobody answers. */
function answerBy(instant: string, zone: string) {
  const d = dateParts(calendarDateIn(instant, zone));
  return `${d.weekday} ${d.day} ${d.month}, ${clockIn(instant, zone)}`;
}

/** A Venue Partner's desk: booking requests to answer (soonest deadline first) and the coming week at their venues. */
export function VenueDesk({ desk }: { desk: NonNullable<HomeDto['venue']> }) {
  if (desk.venues === 0)
    return (
      <HomeCard id="home-venue-start" title="Your venues" icon={ClipboardCheck}>
        <EmptyState icon={Plus} title="List your first venue">
          Add your space with photos and a rate, and organisers can start sending booking requests.
          <div className="mt-3">
            <Link to="/create-venue" className={buttonClasses('primary', 'sm')}>
              <Plus aria-hidden="true" className="size-4" /> Add Venue
            </Link>
          </div>
        </EmptyState>
      </HomeCard>
    );
  return (
    <>
      <HomeCard id="home-approvals" title="Booking requests" icon={ClipboardCheck} count={desk.pending_count} more={desk.pending_count ? { to: APPROVALS, label: 'See all' } : undefined}>
        {desk.pending.length === 0 ? (
          <EmptyState icon={ClipboardCheck} title="No booking requests waiting">
            New requests for your venues appear here with their answer-by time.
          </EmptyState>
        ) : (
          <>
            <ul className="divide-y divide-line" data-testid="home-pending-bookings">
              {desk.pending.map((m) => (
                <MeetupLine key={m.id} meetup={m} extra={m.booking_expires_at ? <Badge tone="warning">Answer by {answerBy(m.booking_expires_at, m.time_zone)}</Badge> : <Badge tone="warning">Pending</Badge>} />
              ))}
            </ul>
            <Link to={APPROVALS} className={buttonClasses('primary', 'md', 'mb-1 mt-2 w-full sm:w-auto')}>
              Review and approve
            </Link>
          </>
        )}
      </HomeCard>
      <HomeCard id="home-week" title="Your week" icon={CalendarDays} more={{ to: '/venue-management?tab=calendar', label: 'Calendar' }}>
        {desk.week.length === 0 ? (
          <EmptyState icon={CalendarDays} title="Nothing booked in the next 7 days">
            Approved bookings at your venues for the coming week show here.
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

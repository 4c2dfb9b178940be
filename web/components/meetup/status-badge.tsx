import { CalendarX2, CircleCheck, CircleX, Clock3, TimerOff } from 'lucide-react';
import type { BookingStatus } from '../../../contracts/meetups';
import { Badge } from '../ui/badge';

const looks = {
  pending: { tone: 'warning', label: 'Awaiting venue approval', short: 'Pending', Icon: Clock3 },
  approved: { tone: 'success', label: 'Approved', short: 'Approved', Icon: CircleCheck },
  rejected: { tone: 'danger', label: 'Rejected by venue', short: 'Rejected', Icon: CircleX },
  cancelled: { tone: 'neutral', label: 'Cancelled by organiser', short: 'Cancelled', Icon: CalendarX2 },
  expired: { tone: 'neutral', label: 'Expired: no answer in time', short: 'Expired', Icon: TimerOff },
} as const;

/** `cancelledBy` 'venue': the venue's owner took back an approved booking (issue 24). */
export function StatusBadge({ status, short, cancelledBy }: { status: BookingStatus; short?: boolean; cancelledBy?: 'organiser' | 'venue' | null }) {
  const { tone, short: s, Icon } = looks[status];
  const label = status === 'cancelled' && cancelledBy === 'venue' ? 'Cancelled by the venue' : looks[status].label;
  return (
    <Badge tone={tone} className="gap-1" data-testid="booking-status">
      <Icon aria-hidden="true" className="size-3.5" />
      {short ? s : label}
    </Badge>
  );
}

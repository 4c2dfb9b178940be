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

export function StatusBadge({ status, short }: { status: BookingStatus; short?: boolean }) {
  const { tone, label, short: s, Icon } = looks[status];
  return (
    <Badge tone={tone} className="gap-1" data-testid="booking-status">
      <Icon aria-hidden="true" className="size-3.5" />
      {short ? s : label}
    </Badge>
  );
}

import { CalendarX2, CircleCheck, CircleX, Clock3, TimerOff } from 'lucide-react';
import type { BookingStatus } from '../../../contracts/meetups';
import { Badge } from '../ui/badge';
import { t } from '../../lib/i18n';

// Words resolved at render time (issue 29): meetups.status.<status> and meetups.status.<status>Short.
const looks = {
  pending: { tone: 'warning', Icon: Clock3 },
  approved: { tone: 'success', Icon: CircleCheck },
  rejected: { tone: 'danger', Icon: CircleX },
  cancelled: { tone: 'neutral', Icon: CalendarX2 },
  expired: { tone: 'neutral', Icon: TimerOff },
} as const;

/** `cancelledBy` 'venue': the venue's owner took back an approved booking (issue 24). */
export function StatusBadge({ status, short, cancelledBy }: { status: BookingStatus; short?: boolean; cancelledBy?: 'organiser' | 'venue' | null }) {
  const { tone, Icon } = looks[status];
  const label = status === 'cancelled' && cancelledBy === 'venue' ? t('meetups.status.cancelledByVenue') : t(`meetups.status.${status}`);
  return (
    <Badge tone={tone} className="gap-1" data-testid="booking-status">
      <Icon aria-hidden="true" className="size-3.5" />
      {short ? t(`meetups.status.${status}Short`) : label}
    </Badge>
  );
}

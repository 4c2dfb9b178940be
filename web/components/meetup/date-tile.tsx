import { Clock } from 'lucide-react';
import { dateParts, timeRange, viewerTimeRange } from '../../../contracts/format';
import { viewerZone } from '../../lib/viewer-zone';
import { t } from '../../lib/i18n';

/** A meetup card's date tile: month, day and weekday (hidden from screen readers; the card says the date in words). */
export function DateTile({ date }: { date: string }) {
  const d = dateParts(date);
  return (
    <div aria-hidden="true" className="flex w-14 shrink-0 flex-col items-center justify-center self-start rounded-xl bg-brand-50 py-2 text-brand-800 dark:bg-brand-900/60 dark:text-brand-100">
      <span className="text-[11px] font-semibold tracking-wide uppercase">{d.month}</span>
      <span className="text-2xl leading-none font-bold">{d.day}</span>
      <span className="mt-0.5 text-[11px] font-medium">{d.weekday}</span>
    </div>
  );
}

/** A meetup card's time line: start to end on the venue's clock, and on the viewer's when that differs. */
export function TimeItem({ meetup }: { meetup: Parameters<typeof viewerTimeRange>[0] }) {
  const yours = viewerTimeRange(meetup, viewerZone());
  return (
    <li className="flex items-center gap-1.5">
      <Clock aria-hidden="true" className="size-4 shrink-0" />
      <span>
        {/* An isolate: in Arabic the times and the zone keep their order (08:30–10:30 GMT). */}
        <bdi>{timeRange(meetup)}</bdi>
        {yours && (
          <span className="text-ink-muted" data-testid="your-time">
            {' '}
            ({t('meetup.yourTime', { time: yours })})
          </span>
        )}
      </span>
    </li>
  );
}

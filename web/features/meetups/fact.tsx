import { CalendarDays, Clock, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { longDate, timeRange, viewerTimeRange } from '../../../contracts/format';
import { durationWords } from '../../lib/duration-words';
import { viewerZone } from '../../lib/viewer-zone';
import type { MeetupDto } from '../../../contracts/meetups';
import { t } from '../../lib/i18n';

/** One labelled fact of a meetup page (date, time, venue…) with its icon. */
export function Fact({ icon: Icon, term, children }: { icon: LucideIcon; term: string; children: ReactNode }) {
  return (
    <div className="relative py-3.5 pr-4 pl-12">
      <dt className="text-xs font-semibold tracking-wide text-ink-muted uppercase">
        <Icon aria-hidden="true" className="absolute top-4 left-4 size-5 text-brand-600 dark:text-brand-300" />
        {term}
      </dt>
      <dd className="mt-0.5 min-w-0 text-ink">{children}</dd>
    </div>
  );
}

type When = Pick<MeetupDto, 'date' | 'duration' | 'starts_at' | 'ends_at' | 'time_zone'>;

/** The Date and Time facts, in the venue's own time zone. */
export function WhenFacts({ m }: { m: When }) {
  const yours = viewerTimeRange(m, viewerZone());
  return (
    <>
      <Fact icon={CalendarDays} term={t('meetup.date')}>
        {longDate(m.date, { weekday: true })}
      </Fact>
      <Fact icon={Clock} term={t('meetup.time')}>
        {/* Isolated, so a right-to-left page does not reorder the times of a range (issue 29). */}
        <bdi>{timeRange(m)}</bdi> <span className="text-ink-muted">· <bdi>{durationWords(m.duration)}</bdi></span>
        <span className="block text-sm text-ink-muted">{t('meetup.localTime', { zone: m.time_zone.replace(/_/g, ' ') })}</span>
        {yours && (
          <span className="block text-sm text-ink" data-testid="your-time">
            {t('meetup.yourTime', { time: yours })}
          </span>
        )}
      </Fact>
    </>
  );
}

/** "12 / 40" with the places left (or Full). */
export function AttendeeCount({ m }: { m: Pick<MeetupDto, 'attendee_count' | 'max_attendees' | 'is_full' | 'is_past'> }) {
  return (
    <p className="flex items-baseline justify-between">
      <span className="text-2xl font-bold text-ink tabular-nums" data-testid="attendee-count">
        {m.attendee_count} / {m.max_attendees}
      </span>
      <span className="text-sm text-ink-muted">{m.is_past ? t('meetup.membersWent', { count: m.attendee_count }) : m.is_full ? t('meetup.full') : t('meetup.placesLeft', { count: m.max_attendees - m.attendee_count })}</span>
    </p>
  );
}

/** The organiser's description, paragraphs kept; nothing when there is none. */
export function AboutMeetup({ description }: { description: string }) {
  if (!description) return null;
  return (
    <section aria-labelledby="about-heading">
      <h2 id="about-heading" className="text-lg font-semibold text-ink">
        {t('meetup.about')}
      </h2>
      <p dir="auto" className="mt-2 leading-relaxed whitespace-pre-line text-ink">
        {description}
      </p>
    </section>
  );
}

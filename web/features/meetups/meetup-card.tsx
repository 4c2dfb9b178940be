import { CalendarDays, Check, Languages, MapPin, Navigation, UserRound, Users } from 'lucide-react';
import { Link } from 'react-router';
import type { MeetupDto } from '../../../contracts/meetups';
import { languageOfLocale } from '../../../contracts/i18n/locales';
import { cn } from '../../lib/cn';
import { dateParts } from '../../../contracts/format';
import { StatusBadge } from '../../components/meetup/status-badge';
import { DateTile, TimeItem } from '../../components/meetup/date-tile';
import { StoredImage } from '../../components/stored-image';
import { IMAGE_SIZES } from '../../../contracts/storage';
import { activeLocale, t } from '../../lib/i18n';
import { distanceText, meetupLanguageName, meetupTypeLabel } from './labels';

/**
 * One meetup in a list: cover (the meetup's own, else its venue's), date tile, title, time,
 * venue with town and country, organiser, places left, status for non-approved.
 */
/** `priority`: the first card of a list, likely the page's largest picture (LCP): never lazy. */
export function MeetupCard({ meetup: m, compact, priority }: { meetup: MeetupDto; compact?: boolean; priority?: boolean }) {
  const d = dateParts(m.date);
  // The language the viewer reads the site in (decision 0065): a meetup in it is not labelled.
  const readerLanguage = languageOfLocale(activeLocale());
  const left = Math.max(0, m.max_attendees - m.attendee_count);
  const fill = Math.min(100, Math.round((m.attendee_count / m.max_attendees) * 100));
  return (
    <li>
      <Link
        to={`/meetups/${m.id}`}
        data-testid="meetup-card"
        className={cn(
          'group flex h-full flex-col overflow-hidden rounded-card border border-line bg-surface-raised shadow-sm transition hover:border-brand-300 hover:shadow-md focus-visible:border-brand-500 dark:hover:border-brand-700',
          m.is_past && 'opacity-80',
        )}
      >
        {!compact && <StoredImage src={m.cover_image_url ?? m.venue_image_url} sizes={IMAGE_SIZES.meetupCard} priority={priority} alt="" icon={CalendarDays} className="h-36 w-full sm:h-auto sm:aspect-video" />}
        <div className="flex flex-1 gap-4 p-4">
          <DateTile date={m.date} />
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-1.5">
              {m.booking_status !== 'approved' && <StatusBadge status={m.booking_status} short />}
              {m.is_attending && (
                <span className="inline-flex items-center gap-1 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800 dark:bg-emerald-900/50 dark:text-emerald-200">
                  <Check aria-hidden="true" className="size-3" /> {t('meetups.card.going')}
                </span>
              )}
              <span className="text-xs font-semibold tracking-wide text-brand-700 uppercase dark:text-brand-300">
                {meetupTypeLabel(m.meetup_type)}
              </span>
              {/* Named only when it is not the viewer's own language (decision 0065), as a list in one language reads. */}
              {m.language !== readerLanguage && (
                <span className="inline-flex items-center gap-1 rounded-full bg-surface-sunken px-2 py-0.5 text-xs font-medium text-ink" data-testid="meetup-language">
                  <Languages aria-hidden="true" className="size-3" /> {t('meetups.card.inLanguage', { language: meetupLanguageName(m.language) })}
                </span>
              )}
            </div>
            <h3 dir="auto" className="mt-1 text-base leading-snug font-semibold text-ink group-hover:text-brand-800 dark:group-hover:text-brand-200">{m.title}</h3>
            <p className="sr-only">{`${d.weekday} ${d.day} ${d.month}`}</p>
            <ul className="mt-2 space-y-1 text-sm text-ink-muted">
              <TimeItem meetup={m} />
              <li className="flex min-w-0 items-start gap-1.5">
                <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                {/* Issue 27: the venue gets its own line (at 390 px it was cut to "Harbo…"), the
                    town and country the line under it, each shortened only when it must be. */}
                <span className="min-w-0">
                  <span className="block truncate">{m.venue_name ? <bdi>{m.venue_name}</bdi> : t('meetups.card.venueTbc')}</span>
                  {m.venue_place && (
                    <span dir="auto" className="block truncate text-xs" data-testid="meetup-place">
                      {m.venue_place}
                    </span>
                  )}
                </span>
              </li>
              {!compact && (
                <li className="flex min-w-0 items-center gap-1.5">
                  <UserRound aria-hidden="true" className="size-4 shrink-0" />
                  <span className="truncate">{t('meetups.card.by', { name: m.organizer_name || t('meetups.card.aMember') })}</span>
                </li>
              )}
              {m.distance_km !== undefined && (
                <li className="flex items-center gap-1.5 font-medium text-ink">
                  <Navigation aria-hidden="true" className="size-4 shrink-0 text-brand-600 dark:text-brand-300" />
                  {t('meetups.card.away', { distance: distanceText(m.distance_km) })}
                </li>
              )}
            </ul>
            {!compact && (
              <div className="mt-3 flex items-center gap-3">
                <div className="h-1.5 flex-1 overflow-hidden rounded-full bg-surface-sunken" aria-hidden="true">
                  <div className={cn('h-full rounded-full', m.is_full ? 'bg-amber-500' : 'bg-brand-600 dark:bg-brand-400')} style={{ width: `${fill}%` }} />
                </div>
                <span className="flex shrink-0 items-center gap-1 text-xs font-medium text-ink-muted">
                  <Users aria-hidden="true" className="size-3.5" />
                  {placesLabel(m, left)}
                </span>
              </div>
            )}
          </div>
        </div>
      </Link>
    </li>
  );
}

/** Places left only while the meetup is ahead; a past meetup says how many went. */
function placesLabel(m: MeetupDto, left: number) {
  if (m.is_past) return t('meetups.card.went', { count: m.attendee_count, max: m.max_attendees });
  return m.is_full ? t('meetups.card.full') : t('meetups.card.goingLeft', { count: m.attendee_count, max: m.max_attendees, left });
}

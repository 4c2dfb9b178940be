import type { MeetupDto } from '../../../contracts/meetups';
import { t } from '../../lib/i18n';

type Event = Pick<MeetupDto, 'title' | 'description' | 'starts_at' | 'ends_at' | 'venue_name' | 'venue_address' | 'time_zone'>;

const compact = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '');
const whereOf = (m: Event) => [m.venue_name, m.venue_address].filter(Boolean).join(', ');
const detailsOf = (m: Event, link: string | null) => [m.description, link].filter(Boolean).join('\n\n');

/** Google Calendar's "add event" template (times in UTC, shown in the reader's zone). */
export function googleCalendarUrl(m: Event, link: string | null): string {
  const q = new URLSearchParams({ action: 'TEMPLATE', text: m.title, dates: `${compact(m.starts_at)}/${compact(m.ends_at)}`, details: detailsOf(m, link), location: whereOf(m), ctz: m.time_zone });
  return `https://calendar.google.com/calendar/render?${q}`;
}

/** Outlook on the web's compose-event deep link. */
export function outlookCalendarUrl(m: Event, link: string | null): string {
  const q = new URLSearchParams({ path: '/calendar/action/compose', rru: 'addevent', subject: m.title, startdt: m.starts_at, enddt: m.ends_at, body: detailsOf(m, link), location: whereOf(m) });
  return `https://outlook.live.com/calendar/0/action/compose?${q}`;
}

/** "Google Calendar" and "Outlook" links for a meetup; `link` is its page to mention in the event. */
export function CalendarLinks({ m, link }: { m: Event; link: string | null }) {
  const cls = 'inline-flex min-h-11 items-center font-semibold text-brand-700 underline-offset-4 hover:underline dark:text-brand-300';
  return (
    <p className="flex flex-wrap items-center justify-center gap-x-4 text-sm">
      <a href={googleCalendarUrl(m, link)} target="_blank" rel="noreferrer" className={cls}>
        Google Calendar<span className="sr-only">{t('common.newTab')}</span>
      </a>
      <a href={outlookCalendarUrl(m, link)} target="_blank" rel="noreferrer" className={cls}>
        Outlook<span className="sr-only">{t('common.newTab')}</span>
      </a>
    </p>
  );
}

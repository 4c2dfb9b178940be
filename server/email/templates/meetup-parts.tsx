import { dayText, duration, emailLocale, instantText, numberText, timeText } from './format';
import type { AlternativeFacts, MeetupFacts } from './facts';
import { Facts, P } from './parts';
import { emailT, link, type EmailContext } from './define';

/** The meetup's day and time as the recipient reads them, on the venue's clock: '4 December 2026 at 08:30'. */
export function meetupWhen(meetup: MeetupFacts, ctx: EmailContext, { weekday = false } = {}): string {
  const locale = emailLocale(ctx);
  return emailT(ctx)('email.facts.dateAtTime', { date: dayText(locale, meetup.date, { weekday }), time: timeText(locale, meetup.time) });
}

/** The booking request's response deadline on the venue's clock, else the words the sender gave. */
export function answerBy(meetup: MeetupFacts, given: string | undefined, ctx: EmailContext): string | undefined {
  if (meetup.expires_at && meetup.time_zone && !Number.isNaN(Date.parse(meetup.expires_at))) {
    return instantText(emailT(ctx), emailLocale(ctx), meetup.expires_at, meetup.time_zone);
  }
  return given;
}

/** When / where / who of a meetup, as every meetup email shows it. */
export function MeetupFactsTable({ meetup, ctx, show = ['when', 'where', 'organiser'] }: { meetup: MeetupFacts; ctx: EmailContext; show?: Array<'when' | 'where' | 'organiser' | 'places'> }) {
  const t = emailT(ctx);
  const locale = emailLocale(ctx);
  const rows: Array<[string, string]> = [];
  if (show.includes('when')) {
    const values = { date: dayText(locale, meetup.date), time: timeText(locale, meetup.time) };
    rows.push([t('email.facts.when'), meetup.duration ? t('email.facts.dateAtTimeFor', { ...values, duration: duration(t, meetup.duration) }) : t('email.facts.dateAtTime', values)]);
  }
  if (show.includes('where')) rows.push([t('email.facts.where'), [meetup.venue_name, meetup.venue_address].filter(Boolean).join(', ') || t('email.facts.toBeConfirmed')]);
  if (show.includes('organiser') && meetup.organizer_name) rows.push([t('email.facts.organiser'), meetup.organizer_name]);
  if (show.includes('places') && meetup.max_attendees) rows.push([t('email.facts.places'), numberText(locale, meetup.max_attendees)]);
  return <Facts rows={rows} />;
}

/** The venues free at that time (nearest first), each linked to its page; a line when there are none. */
export function AlternativeVenues({ venues, ctx }: { venues: AlternativeFacts; ctx: EmailContext }) {
  const t = emailT(ctx);
  if (venues.length === 0) return <P>{t('email.alternatives.none')}</P>;
  const locale = emailLocale(ctx);
  return (
    <>
      <P>{t('email.alternatives.intro')}</P>
      <ul style={{ margin: '0 0 16px', paddingInlineStart: '20px' }}>
        {venues.map((v) => {
          const distance = numberText(locale, v.distance_km);
          return (
            <li key={v.venue_id} style={{ margin: '0 0 6px' }}>
              <a href={link(ctx, '/venues', v.venue_id)}>{v.name}</a> — {v.address ? t('email.alternatives.distanceAndAddress', { distance, address: v.address }) : t('email.alternatives.distance', { distance })}
            </li>
          );
        })}
      </ul>
    </>
  );
}

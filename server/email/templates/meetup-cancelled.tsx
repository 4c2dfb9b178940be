import { z } from 'zod';
import { defineTemplate, emailT, link } from './define';
import { meetupFacts, SAMPLE_MEETUP } from './facts';
import { dayText, emailLocale, timeText } from './format';
import { MeetupFactsTable } from './meetup-parts';
import { Action, Greeting, P } from './parts';

/**
 * To each attendee when a meetup is cancelled (issue 12: a kind of its own, not an announcement):
 * by the organiser, by the venue (its owner, with a reason: decision 0038, also to the
 * organiser), or by the app when an account was deleted (`because`, decision 0039).
 */
export const meetupCancelledEmail = defineTemplate({
  type: 'meetup_cancelled',
  name: 'Meetup cancelled',
  preference: 'meetup_cancelled',
  localised: true,
  schema: z.object({
    meetup: meetupFacts,
    because: z.enum(['organiser_left', 'venue_closed']).optional(),
    /** Set when the venue (its owner, or an admin for them) cancelled the booking. */
    by_venue: z.object({ reason: z.string().max(500), to_organiser: z.boolean() }).optional(),
    /** One date of a series whose other dates still happen (issue 27). */
    series_continues: z.boolean().default(false),
  }),
  sample: { meetup: SAMPLE_MEETUP, series_continues: false },
  // The date is in the subject: for a series it is the only thing that tells one date from another.
  subject: ({ meetup }, ctx) => emailT(ctx)('email.cancelled.subject', { title: meetup.title, date: dayText(emailLocale(ctx), meetup.date, { weekday: true }) }),
  preview: ({ meetup, because, by_venue }, ctx) => {
    const t = emailT(ctx);
    const locale = emailLocale(ctx);
    const when = { date: dayText(locale, meetup.date), time: timeText(locale, meetup.time) };
    if (by_venue) return t('email.cancelled.previewByVenue', { venue: meetup.venue_name || t('email.theVenueStart'), ...when });
    return because ? t('email.cancelled.previewByApp', when) : t('email.cancelled.previewByOrganiser', when);
  },
  Body: ({ data: { meetup, because, by_venue, series_continues }, ctx }) => {
    const t = emailT(ctx);
    const title = meetup.title;
    return (
      <>
        <Greeting name={ctx.recipientName} t={t} />
        {by_venue ? (
          <>
            <P>{t('email.cancelled.byVenue', { venue: meetup.venue_name || t('email.theVenueStart'), title })}</P>
            <P>{t('email.cancelled.reason', { reason: by_venue.reason })}</P>
          </>
        ) : (
          <P>
            {because === 'organiser_left'
              ? t('email.cancelled.organiserLeft', { title })
              : because === 'venue_closed'
                ? t('email.cancelled.venueClosed', { title, app: ctx.appName })
                : t('email.cancelled.byOrganiser', { organiser: meetup.organizer_name || t('email.theOrganiserStart'), title })}
          </P>
        )}
        {series_continues && <P>{t('email.cancelled.seriesContinues')}</P>}
        <MeetupFactsTable meetup={meetup} ctx={ctx} />
        {by_venue?.to_organiser ? <P>{t('email.cancelled.toOrganiser')}</P> : <P>{t('email.cancelled.placeReleased')}</P>}
        <Action href={link(ctx, '/meetups')}>{t('email.cancelled.action')}</Action>
        {because !== 'organiser_left' && (
          <P muted>
            {t('email.meetupPage')} <a href={link(ctx, '/meetups', meetup.id)}>{link(ctx, '/meetups', meetup.id)}</a>
          </P>
        )}
      </>
    );
  },
});

import { z } from 'zod';
import { defineTemplate, emailT, link } from './define';
import { alternativeFacts, meetupFacts, SAMPLE_ALTERNATIVES, SAMPLE_MEETUP } from './facts';
import { dayText, emailLocale } from './format';
import { AlternativeVenues, MeetupFactsTable } from './meetup-parts';
import { Action, Greeting, P } from './parts';

/** To the organiser: the venue did not answer by the response deadline, with venues free at that time. */
export const bookingExpiredEmail = defineTemplate({
  type: 'booking_expired',
  name: 'Booking request expired',
  // Like a rejection, it means the venue will not host the meetup: the same switch governs it.
  preference: 'booking_rejected',
  localised: true,
  schema: z.object({ meetup: meetupFacts, alternatives: alternativeFacts }),
  sample: { meetup: SAMPLE_MEETUP, alternatives: SAMPLE_ALTERNATIVES },
  subject: ({ meetup }, ctx) => {
    const t = emailT(ctx);
    return t('email.bookingExpired.subject', { venue: meetup.venue_name || t('email.theVenue') });
  },
  preview: ({ meetup }, ctx) => emailT(ctx)('email.bookingExpired.preview', { title: meetup.title, date: dayText(emailLocale(ctx), meetup.date) }),
  Body: ({ data: { meetup, alternatives }, ctx }) => {
    const t = emailT(ctx);
    return (
      <>
        <Greeting name={ctx.recipientName} t={t} />
        <P>{t('email.bookingExpired.body', { venue: meetup.venue_name || t('email.theVenueStart'), title: meetup.title })}</P>
        <MeetupFactsTable meetup={meetup} ctx={ctx} show={['when', 'where']} />
        <AlternativeVenues venues={alternatives} ctx={ctx} />
        <P>{t('email.changeVenueOrDate')}</P>
        <Action href={link(ctx, '/meetups', meetup.id)}>{t('email.bookingExpired.action')}</Action>
      </>
    );
  },
});

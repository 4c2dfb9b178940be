import { z } from 'zod';
import { defineTemplate, emailT, link } from './define';
import { meetupFacts, SAMPLE_MEETUP } from './facts';
import { dayText, emailLocale } from './format';
import { MeetupFactsTable } from './meetup-parts';
import { Action, Greeting, P } from './parts';

/** To the organiser: the venue approved their meetup, which is now live. */
export const bookingApprovedEmail = defineTemplate({
  type: 'booking_approved',
  name: 'Booking approved',
  preference: 'booking_approved',
  localised: true,
  schema: z.object({ meetup: meetupFacts }),
  sample: { meetup: SAMPLE_MEETUP },
  subject: ({ meetup }, ctx) => emailT(ctx)('email.bookingApproved.subject', { title: meetup.title }),
  preview: ({ meetup }, ctx) => {
    const t = emailT(ctx);
    return t('email.bookingApproved.preview', { venue: meetup.venue_name || t('email.theVenue') });
  },
  Body: ({ data: { meetup }, ctx }) => {
    const t = emailT(ctx);
    return (
      <>
        <Greeting name={ctx.recipientName} t={t} />
        <P>{t('email.bookingApproved.body', { venue: meetup.venue_name || t('email.theVenueStart'), title: meetup.title, date: dayText(emailLocale(ctx), meetup.date) })}</P>
        <MeetupFactsTable meetup={meetup} ctx={ctx} show={['when', 'where']} />
        <Action href={link(ctx, '/meetups', meetup.id)}>{t('email.bookingApproved.action')}</Action>
      </>
    );
  },
});

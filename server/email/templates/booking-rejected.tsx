import { z } from 'zod';
import { defineTemplate, emailT, link } from './define';
import { alternativeFacts, meetupFacts, SAMPLE_ALTERNATIVES, SAMPLE_MEETUP } from './facts';
import { dayText, emailLocale } from './format';
import { AlternativeVenues } from './meetup-parts';
import { Action, Greeting, P, Quote } from './parts';

/** To the organiser: the venue could not host their meetup, with the reason given. */
export const bookingRejectedEmail = defineTemplate({
  type: 'booking_rejected',
  name: 'Booking rejected',
  preference: 'booking_rejected',
  localised: true,
  schema: z.object({ meetup: meetupFacts, rejection_reason: z.string().max(2000).nullable().optional(), alternatives: alternativeFacts }),
  sample: {
    meetup: SAMPLE_MEETUP,
    rejection_reason: 'The hall is closed for maintenance that week. We would be glad to host you from 11 December.',
    alternatives: SAMPLE_ALTERNATIVES,
  },
  subject: ({ meetup }, ctx) => {
    const t = emailT(ctx);
    return t('email.bookingRejected.subject', { venue: meetup.venue_name || t('email.theVenue') });
  },
  preview: ({ meetup }, ctx) => emailT(ctx)('email.bookingRejected.preview', { title: meetup.title }),
  Body: ({ data: { meetup, rejection_reason, alternatives }, ctx }) => {
    const t = emailT(ctx);
    return (
      <>
        <Greeting name={ctx.recipientName} t={t} />
        <P>{t('email.bookingRejected.body', { venue: meetup.venue_name || t('email.theVenue'), title: meetup.title, date: dayText(emailLocale(ctx), meetup.date) })}</P>
        {rejection_reason?.trim() ? (
          <>
            <P>{t('email.bookingRejected.reasonGiven')}</P>
            <Quote>{rejection_reason.trim()}</Quote>
          </>
        ) : (
          <P>{t('email.bookingRejected.noReason')}</P>
        )}
        <AlternativeVenues venues={alternatives} ctx={ctx} />
        <P>{t('email.changeVenueOrDate')}</P>
        <Action href={`${ctx.origin}/venues`}>{t('email.bookingRejected.action')}</Action>
        <P muted>
          {t('email.meetupPage')} <a href={link(ctx, '/meetups', meetup.id)}>{link(ctx, '/meetups', meetup.id)}</a>
        </P>
      </>
    );
  },
});

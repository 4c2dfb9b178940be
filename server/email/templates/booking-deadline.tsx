import { z } from 'zod';
import { defineTemplate, emailT, link } from './define';
import { meetupFacts, SAMPLE_MEETUP } from './facts';
import { answerBy, MeetupFactsTable } from './meetup-parts';
import { Action, Greeting, P, rich, strong } from './parts';

/** To a venue owner, 24 hours before a request's response deadline, while it still waits. */
export const bookingDeadlineEmail = defineTemplate({
  type: 'booking_deadline',
  name: 'Booking request waiting',
  preference: 'venue_booking',
  localised: true,
  // answer_by: the deadline in words, used when the meetup's facts do not carry it (expires_at).
  schema: z.object({ meetup: meetupFacts, answer_by: z.string().max(100) }),
  sample: { meetup: SAMPLE_MEETUP, answer_by: 'Tuesday 1 December 2026, 09:15' },
  subject: ({ meetup }, ctx) => {
    const t = emailT(ctx);
    return t('email.bookingDeadline.subject', { title: meetup.title, venue: meetup.venue_name || t('email.yourVenue') });
  },
  preview: ({ meetup, answer_by }, ctx) => emailT(ctx)('email.bookingDeadline.preview', { answerBy: answerBy(meetup, answer_by, ctx) ?? '' }),
  Body: ({ data: { meetup, answer_by }, ctx }) => {
    const t = emailT(ctx);
    return (
      <>
        <Greeting name={ctx.recipientName} t={t} />
        <P>
          {rich(t('email.bookingDeadline.body', { organiser: meetup.organizer_name || t('email.aProfessionalPartner'), title: meetup.title, answerBy: answerBy(meetup, answer_by, ctx) ?? '' }), { strong })}
        </P>
        <MeetupFactsTable meetup={meetup} ctx={ctx} show={['when', 'where', 'organiser', 'places']} />
        <Action href={`${ctx.origin}/venue-management?focus=approvals`}>{t('email.reviewBookingRequest')}</Action>
        <P muted>
          {t('email.meetupPage')} <a href={link(ctx, '/meetups', meetup.id)}>{link(ctx, '/meetups', meetup.id)}</a>
        </P>
      </>
    );
  },
});

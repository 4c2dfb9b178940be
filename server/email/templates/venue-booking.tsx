import { z } from 'zod';
import { defineTemplate, emailT, link } from './define';
import { meetupFacts, SAMPLE_MEETUP } from './facts';
import { dayText, emailLocale } from './format';
import { answerBy, MeetupFactsTable } from './meetup-parts';
import { Action, Greeting, P, rich, strong } from './parts';

/** To a venue owner: a professional asked to hold a meetup at their venue. */
export const venueBookingEmail = defineTemplate({
  type: 'venue_booking',
  name: 'New booking request',
  preference: 'venue_booking',
  localised: true,
  // answer_by: the deadline in words, used when the meetup's facts do not carry it (expires_at).
  schema: z.object({ meetup: meetupFacts, answer_by: z.string().max(100).optional() }),
  sample: { meetup: SAMPLE_MEETUP, answer_by: 'Wednesday 2 December 2026, 09:15' },
  subject: ({ meetup }, ctx) => {
    const t = emailT(ctx);
    return t('email.venueBooking.subject', { title: meetup.title, venue: meetup.venue_name || t('email.yourVenue') });
  },
  preview: ({ meetup }, ctx) => {
    const t = emailT(ctx);
    return t('email.venueBooking.preview', { organiser: meetup.organizer_name || t('email.aMemberStart'), date: dayText(emailLocale(ctx), meetup.date) });
  },
  Body: ({ data: { meetup, answer_by }, ctx }) => {
    const t = emailT(ctx);
    const values = { organiser: meetup.organizer_name || t('email.aProfessionalPartner'), venue: meetup.venue_name || t('email.yourVenue'), title: meetup.title };
    const deadline = answerBy(meetup, answer_by, ctx);
    return (
      <>
        <Greeting name={ctx.recipientName} t={t} />
        <P>{meetup.max_attendees ? t('email.venueBooking.bodyCount', { ...values, count: meetup.max_attendees }) : t('email.venueBooking.body', values)}</P>
        <MeetupFactsTable meetup={meetup} ctx={ctx} show={['when', 'where', 'organiser', 'places']} />
        <P>{deadline ? rich(t('email.venueBooking.answerBy', { answerBy: deadline }), { strong }) : t('email.venueBooking.answer')}</P>
        <Action href={`${ctx.origin}/venue-management?focus=approvals`}>{t('email.reviewBookingRequest')}</Action>
        <P muted>
          {t('email.meetupPage')} <a href={link(ctx, '/meetups', meetup.id)}>{link(ctx, '/meetups', meetup.id)}</a>
        </P>
      </>
    );
  },
});

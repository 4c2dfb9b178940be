import { z } from 'zod';
import { defineTemplate, link } from './define';
import { meetupFacts, SAMPLE_MEETUP } from './facts';
import { MeetupFactsTable } from './meetup-parts';
import { Action, Greeting, P } from './parts';

/** To a venue owner, 24 hours before a request's response deadline, while it still waits. */
export const bookingDeadlineEmail = defineTemplate({
  type: 'booking_deadline',
  name: 'Booking request waiting',
  preference: 'venue_booking',
  schema: z.object({ meetup: meetupFacts, answer_by: z.string().max(100) }),
  sample: { meetup: SAMPLE_MEETUP, answer_by: 'Tuesday 1 December 2026, 09:15' },
  subject: ({ meetup }) => `Please answer by tomorrow: ${meetup.title} at ${meetup.venue_name || 'your venue'}`,
  preview: ({ answer_by }) => `The request expires on ${answer_by} if it is not answered.`,
  Body: ({ data: { meetup, answer_by }, ctx }) => (
    <>
      <Greeting name={ctx.recipientName} />
      <P>
        {meetup.organizer_name || 'A Professional Partner'} is still waiting for your answer about “{meetup.title}”. Please approve or reject it by{' '}
        <strong>{answer_by}</strong> (the venue’s local time); after that the request expires and the organiser is offered other venues.
      </P>
      <MeetupFactsTable meetup={meetup} show={['when', 'where', 'organiser', 'places']} />
      <Action href={`${ctx.origin}/venue-management?focus=approvals`}>Review booking request</Action>
      <P muted>
        Meetup page: <a href={link(ctx, '/meetups', meetup.id)}>{link(ctx, '/meetups', meetup.id)}</a>
      </P>
    </>
  ),
});

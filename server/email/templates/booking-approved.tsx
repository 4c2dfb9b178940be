import { z } from 'zod';
import { defineTemplate, link } from './define';
import { meetupFacts, SAMPLE_MEETUP } from './facts';
import { longDate } from '../../../contracts/format';
import { MeetupFactsTable } from './meetup-parts';
import { Action, Greeting, P } from './parts';

/** To the organiser: the venue approved their meetup, which is now live. */
export const bookingApprovedEmail = defineTemplate({
  type: 'booking_approved',
  name: 'Booking approved',
  preference: 'booking_approved',
  schema: z.object({ meetup: meetupFacts }),
  sample: { meetup: SAMPLE_MEETUP },
  subject: ({ meetup }) => `Your meetup “${meetup.title}” has been approved`,
  preview: ({ meetup }) => `Good news: ${meetup.venue_name || 'the venue'} has approved your booking. Your meetup is now live.`,
  Body: ({ data: { meetup }, ctx }) => (
    <>
      <Greeting name={ctx.recipientName} />
      <P>
        {meetup.venue_name || 'The venue'} has approved “{meetup.title}” on {longDate(meetup.date)}. Your meetup is now live in Global Meetups and
        professionals can join.
      </P>
      <MeetupFactsTable meetup={meetup} show={['when', 'where']} />
      <Action href={link(ctx, '/meetups', meetup.id)}>View your meetup</Action>
    </>
  ),
});

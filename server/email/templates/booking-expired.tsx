import { z } from 'zod';
import { defineTemplate, link } from './define';
import { alternativeFacts, meetupFacts, SAMPLE_ALTERNATIVES, SAMPLE_MEETUP } from './facts';
import { longDate } from '../../../contracts/format';
import { AlternativeVenues, MeetupFactsTable } from './meetup-parts';
import { Action, Greeting, P } from './parts';

/** To the organiser: the venue did not answer by the response deadline, with venues free at that time. */
export const bookingExpiredEmail = defineTemplate({
  type: 'booking_expired',
  name: 'Booking request expired',
  // Like a rejection, it means the venue will not host the meetup: the same switch governs it.
  preference: 'booking_rejected',
  schema: z.object({ meetup: meetupFacts, alternatives: alternativeFacts }),
  sample: { meetup: SAMPLE_MEETUP, alternatives: SAMPLE_ALTERNATIVES },
  subject: ({ meetup }) => `No answer from ${meetup.venue_name || 'the venue'}: your request has expired`,
  preview: ({ meetup }) => `“${meetup.title}” on ${longDate(meetup.date)} was not confirmed in time.`,
  Body: ({ data: { meetup, alternatives }, ctx }) => (
    <>
      <Greeting name={ctx.recipientName} />
      <P>
        {meetup.venue_name || 'The venue'} did not answer your booking request for “{meetup.title}” by its deadline, so the request has expired and the time
        is not held for you.
      </P>
      <MeetupFactsTable meetup={meetup} show={['when', 'where']} />
      <AlternativeVenues venues={alternatives} ctx={ctx} />
      <P>Change the venue or date on the meetup page to send a new request; your details are kept.</P>
      <Action href={link(ctx, '/meetups', meetup.id)}>Open your meetup</Action>
    </>
  ),
});

import { z } from 'zod';
import { defineTemplate, link } from './define';
import { alternativeFacts, meetupFacts, SAMPLE_ALTERNATIVES, SAMPLE_MEETUP } from './facts';
import { AlternativeVenues } from './meetup-parts';
import { longDate } from '../../../contracts/format';
import { Action, Greeting, P, Quote } from './parts';

/** To the organiser: the venue could not host their meetup, with the reason given. */
export const bookingRejectedEmail = defineTemplate({
  type: 'booking_rejected',
  name: 'Booking rejected',
  preference: 'booking_rejected',
  schema: z.object({ meetup: meetupFacts, rejection_reason: z.string().max(2000).nullable().optional(), alternatives: alternativeFacts }),
  sample: {
    meetup: SAMPLE_MEETUP,
    rejection_reason: 'The hall is closed for maintenance that week. We would be glad to host you from 11 December.',
    alternatives: SAMPLE_ALTERNATIVES,
  },
  subject: ({ meetup }) => `Your booking at ${meetup.venue_name || 'the venue'} was not approved`,
  preview: ({ meetup }) => `The venue could not host “${meetup.title}”. Their reason is inside.`,
  Body: ({ data: { meetup, rejection_reason, alternatives }, ctx }) => (
    <>
      <Greeting name={ctx.recipientName} />
      <P>
        Unfortunately {meetup.venue_name || 'the venue'} could not host “{meetup.title}” on {longDate(meetup.date)}.
      </P>
      {rejection_reason?.trim() ? (
        <>
          <P>Reason given:</P>
          <Quote>{rejection_reason.trim()}</Quote>
        </>
      ) : (
        <P>The venue did not give a reason.</P>
      )}
      <AlternativeVenues venues={alternatives} ctx={ctx} />
      <P>Change the venue or date on the meetup page to send a new request; your details are kept.</P>
      <Action href={`${ctx.origin}/venues`}>Choose another venue</Action>
      <P muted>
        Meetup page: <a href={link(ctx, '/meetups', meetup.id)}>{link(ctx, '/meetups', meetup.id)}</a>
      </P>
    </>
  ),
});

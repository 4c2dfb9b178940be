import { z } from 'zod';
import { defineTemplate, link } from './define';
import { meetupFacts, SAMPLE_MEETUP } from './facts';
import { longDate } from '../../../contracts/format';
import { MeetupFactsTable } from './meetup-parts';
import { Action, Greeting, P } from './parts';

/** To the organiser or the venue owner (data.recipient) when the last place is taken. */
export const fullCapacityEmail = defineTemplate({
  type: 'full_capacity',
  name: 'Meetup at full capacity',
  preference: null,
  schema: z.object({ meetup: meetupFacts, recipient: z.enum(['venue_owner', 'organizer']) }),
  sample: { meetup: SAMPLE_MEETUP, recipient: 'organizer' as const },
  subject: ({ meetup }) => `“${meetup.title}” is now full`,
  preview: ({ meetup }) =>
    `All ${meetup.max_attendees ? `${meetup.max_attendees} ` : ''}places have been taken for ${longDate(meetup.date)}.`,
  Body: ({ data: { meetup, recipient }, ctx }) => (
    <>
      <Greeting name={ctx.recipientName} />
      {recipient === 'organizer' ? (
        <P>
          Your meetup “{meetup.title}” has reached its limit{meetup.max_attendees ? ` of ${meetup.max_attendees} attendees` : ''}. New members cannot
          join unless someone leaves.
        </P>
      ) : (
        <P>
          “{meetup.title}” at {meetup.venue_name || 'your venue'} is now full{meetup.max_attendees ? ` with ${meetup.max_attendees} attendees` : ''}.
          Please make sure the space is set up for a full room.
        </P>
      )}
      <MeetupFactsTable meetup={meetup} show={recipient === 'organizer' ? ['when', 'where'] : ['when', 'where', 'organiser']} />
      <Action href={link(ctx, '/meetups', meetup.id)}>See attendees</Action>
    </>
  ),
});

import { z } from 'zod';
import { defineTemplate, link } from './define';
import { meetupFacts, SAMPLE_MEETUP } from './facts';
import { clockTime, longDate } from '../../../contracts/format';
import { MeetupFactsTable } from './meetup-parts';
import { Action, Greeting, P } from './parts';

/**
 * To a member on a meetup's waitlist when a place frees and it is theirs (issue 15). Follows the
 * "All email notifications" switch: they asked for this place themselves (decision attendees).
 */
export const waitlistPromotedEmail = defineTemplate({
  type: 'waitlist_promoted',
  name: 'A place from the waitlist',
  preference: null,
  schema: z.object({ meetup: meetupFacts }),
  sample: { meetup: SAMPLE_MEETUP },
  subject: ({ meetup }) => `You're going: a place opened up at “${meetup.title}”`,
  preview: ({ meetup }) => `You were next on the waitlist for ${longDate(meetup.date)} at ${clockTime(meetup.time)}.`,
  Body: ({ data: { meetup }, ctx }) => (
    <>
      <Greeting name={ctx.recipientName} />
      <P>A place opened up at “{meetup.title}” and you were next on the waitlist, so it is yours: you are now attending.</P>
      <MeetupFactsTable meetup={meetup} />
      <P>If you can no longer make it, leave the meetup so the next person gets your place.</P>
      <Action href={link(ctx, '/meetups', meetup.id)}>See the meetup</Action>
    </>
  ),
});

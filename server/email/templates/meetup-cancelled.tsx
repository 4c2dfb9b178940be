import { z } from 'zod';
import { defineTemplate, link } from './define';
import { meetupFacts, SAMPLE_MEETUP } from './facts';
import { clockTime, longDate } from '../../../contracts/format';
import { MeetupFactsTable } from './meetup-parts';
import { Action, Greeting, P } from './parts';

/** To each attendee when the organiser cancels a meetup (issue 12: a kind of its own, not an announcement). */
export const meetupCancelledEmail = defineTemplate({
  type: 'meetup_cancelled',
  name: 'Meetup cancelled',
  preference: 'meetup_cancelled',
  schema: z.object({ meetup: meetupFacts }),
  sample: { meetup: SAMPLE_MEETUP },
  subject: ({ meetup }) => `Cancelled: ${meetup.title}`,
  preview: ({ meetup }) => `The organiser cancelled the meetup on ${longDate(meetup.date)} at ${clockTime(meetup.time)}.`,
  Body: ({ data: { meetup }, ctx }) => (
    <>
      <Greeting name={ctx.recipientName} />
      <P>
        {meetup.organizer_name || 'The organiser'} has cancelled “{meetup.title}”. It will not take place, so there is no need to travel to the
        venue.
      </P>
      <MeetupFactsTable meetup={meetup} />
      <P>Your place has been released; if you added the meetup to your calendar, you can remove it.</P>
      <Action href={link(ctx, '/meetups')}>Find another meetup</Action>
      <P muted>
        Meetup page: <a href={link(ctx, '/meetups', meetup.id)}>{link(ctx, '/meetups', meetup.id)}</a>
      </P>
    </>
  ),
});

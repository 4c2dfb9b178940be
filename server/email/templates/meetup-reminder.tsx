import { z } from 'zod';
import { defineTemplate, link } from './define';
import { meetupFacts, SAMPLE_MEETUP } from './facts';
import { clockTime, longDate } from '../../../contracts/format';
import { MeetupFactsTable } from './meetup-parts';
import { Action, Greeting, P } from './parts';

/** The day before a meetup (docs/product.md §9), to each attendee. */
export const meetupReminderEmail = defineTemplate({
  type: 'meetup_reminder',
  name: 'Meetup reminder',
  preference: 'meetup_reminder',
  schema: z.object({ meetup: meetupFacts }),
  sample: { meetup: SAMPLE_MEETUP },
  subject: ({ meetup }) => `Reminder: ${meetup.title} is tomorrow`,
  preview: ({ meetup }) => `${longDate(meetup.date)} at ${clockTime(meetup.time)}${meetup.venue_name ? `, ${meetup.venue_name}` : ''}.`,
  Body: ({ data: { meetup }, ctx }) => (
    <>
      <Greeting name={ctx.recipientName} />
      <P>Just a reminder that “{meetup.title}” is tomorrow.</P>
      <MeetupFactsTable meetup={meetup} />
      <P>If you can no longer come, please leave the meetup so someone else can take your place.</P>
      <Action href={link(ctx, '/meetups', meetup.id)}>View meetup details</Action>
    </>
  ),
});

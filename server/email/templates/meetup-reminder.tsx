import { z } from 'zod';
import { defineTemplate, link } from './define';
import { meetupFacts, SAMPLE_MEETUP } from './facts';
import { clockTime, longDate } from '../../../contracts/format';
import { MeetupFactsTable } from './meetup-parts';
import { Action, Greeting, P } from './parts';

const reminderData = z.object({
  meetup: meetupFacts,
  // The day as the venue's calendar reads it when the reminder goes out ('today at 15:00',
  // 'tomorrow at 15:00'; server/meetups/time.ts dayAndTimeFrom). Without it: the full date.
  when: z.string().max(80).optional(),
  // The organiser is reminded of their own meetup too (issue 27), with words for their part.
  organising: z.boolean().default(false),
});
type ReminderData = z.infer<typeof reminderData>;

const whenOf = ({ meetup, when }: ReminderData) => when ?? `on ${longDate(meetup.date)} at ${clockTime(meetup.time)}`;

/** The day before a meetup (docs/product.md §9), to each attendee and to the organiser. */
export const meetupReminderEmail = defineTemplate({
  type: 'meetup_reminder',
  name: 'Meetup reminder',
  preference: 'meetup_reminder',
  schema: reminderData,
  sample: { meetup: SAMPLE_MEETUP, when: 'tomorrow at 08:30', organising: false },
  subject: (data) => `Reminder: ${data.meetup.title} is ${whenOf(data)}`,
  preview: ({ meetup }) => `${longDate(meetup.date)} at ${clockTime(meetup.time)}${meetup.venue_name ? `, ${meetup.venue_name}` : ''}.`,
  Body: ({ data, ctx }) => (
    <>
      <Greeting name={ctx.recipientName} />
      <P>
        Just a reminder that {data.organising ? 'your meetup ' : ''}“{data.meetup.title}” is {whenOf(data)}.
      </P>
      <MeetupFactsTable meetup={data.meetup} />
      {data.organising ? (
        <P>If you can no longer hold it, please cancel the meetup so your attendees know in time.</P>
      ) : (
        <P>If you can no longer come, please leave the meetup so someone else can take your place.</P>
      )}
      <Action href={link(ctx, '/meetups', data.meetup.id)}>View meetup details</Action>
    </>
  ),
});

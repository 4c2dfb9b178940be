import { z } from 'zod';
import { defineTemplate, link } from './define';
import { meetupFacts, SAMPLE_MEETUP } from './facts';
import { MeetupFactsTable } from './meetup-parts';
import { Action, Greeting, P, Quote } from './parts';

/** The organiser's (or a co-host's) message to everyone attending a meetup (issue 15); the Announcements switch. */
export const meetupAnnouncementEmail = defineTemplate({
  type: 'meetup_announcement',
  name: 'Message to attendees',
  preference: 'announcements',
  schema: z.object({ meetup: meetupFacts, sender_name: z.string(), subject: z.string(), message: z.string() }),
  sample: { meetup: SAMPLE_MEETUP, sender_name: 'Amara Okafor', subject: 'Doors open at 18:15', message: 'We start a little earlier: doors open at 18:15.\nBring your ticket.' },
  subject: ({ meetup, subject }) => `${meetup.title}: ${subject}`,
  preview: ({ sender_name }) => `A message from ${sender_name || 'the organiser'} to everyone attending.`,
  Body: ({ data: { meetup, sender_name, subject, message }, ctx }) => (
    <>
      <Greeting name={ctx.recipientName} />
      <P>
        {sender_name || 'The organiser'} wrote to everyone attending “{meetup.title}”: <strong>{subject}</strong>
      </P>
      <Quote>{message}</Quote>
      <MeetupFactsTable meetup={meetup} />
      <Action href={link(ctx, '/meetups', meetup.id)}>See the meetup</Action>
    </>
  ),
});

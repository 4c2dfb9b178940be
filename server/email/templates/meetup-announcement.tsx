import { z } from 'zod';
import { defineTemplate, emailT, link } from './define';
import samples from './samples.json' with { type: 'json' };
import { meetupFacts, SAMPLE_MEETUP } from './facts';
import { MeetupFactsTable } from './meetup-parts';
import { Action, Greeting, P, Quote, rich, strong } from './parts';

/** The organiser's (or a co-host's) message to everyone attending a meetup (issue 15); the Announcements switch. */
export const meetupAnnouncementEmail = defineTemplate({
  type: 'meetup_announcement',
  name: 'Message to attendees',
  preference: 'announcements',
  localised: true,
  schema: z.object({ meetup: meetupFacts, sender_name: z.string(), subject: z.string(), message: z.string() }),
  sample: { meetup: SAMPLE_MEETUP, ...samples.announcement },
  // The meetup's title and the sender's own subject: words of members, nothing to translate.
  subject: ({ meetup, subject }) => `${meetup.title}: ${subject}`,
  preview: ({ sender_name }, ctx) => {
    const t = emailT(ctx);
    return t('email.announcement.preview', { name: sender_name || t('email.theOrganiser') });
  },
  Body: ({ data: { meetup, sender_name, subject, message }, ctx }) => {
    const t = emailT(ctx);
    return (
      <>
        <Greeting name={ctx.recipientName} t={t} />
        <P>{rich(t('email.announcement.body', { name: sender_name || t('email.theOrganiserStart'), title: meetup.title, subject }), { strong })}</P>
        <Quote>{message}</Quote>
        <MeetupFactsTable meetup={meetup} ctx={ctx} />
        <Action href={link(ctx, '/meetups', meetup.id)}>{t('email.seeTheMeetup')}</Action>
      </>
    );
  },
});

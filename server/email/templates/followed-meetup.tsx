import { z } from 'zod';
import { defineTemplate, emailT, link, type EmailContext } from './define';
import { meetupFacts, SAMPLE_MEETUP } from './facts';
import { MeetupFactsTable } from './meetup-parts';
import { Action, Greeting, P } from './parts';

// No name (an organiser who hides their profile or gave none): "A member" in the recipient's language.
const hostOf = (host: string | null, ctx: EmailContext) => host || emailT(ctx)('email.aMemberStart');

/**
 * To a member who follows the organiser, the venue or the venue's partner page when a new meetup
 * is approved there (issue 26); the "Meetups from people and venues I follow" switch.
 */
export const followedMeetupEmail = defineTemplate({
  type: 'followed_meetup',
  name: 'New meetup from someone you follow',
  preference: 'followed_meetups',
  localised: true,
  // `host` is the organiser's name, or null when they hide their profile or gave no name.
  schema: z.object({ meetup: meetupFacts, host: z.string().nullable() }),
  sample: { meetup: SAMPLE_MEETUP, host: 'Amara Okafor' },
  subject: ({ meetup }, ctx) => emailT(ctx)('email.followedMeetup.subject', { title: meetup.title }),
  preview: ({ meetup, host }, ctx) => emailT(ctx)('email.followedMeetup.preview', { host: hostOf(host, ctx), title: meetup.title, venue: meetup.venue_name }),
  Body: ({ data: { meetup, host }, ctx }) => {
    const t = emailT(ctx);
    return (
      <>
        <Greeting name={ctx.recipientName} t={t} />
        <P>{t('email.followedMeetup.body', { host: hostOf(host, ctx), venue: meetup.venue_name, title: meetup.title })}</P>
        <MeetupFactsTable meetup={meetup} ctx={ctx} />
        <Action href={link(ctx, '/m', meetup.id)}>{t('email.seeTheMeetup')}</Action>
        <P>{t('email.followedMeetup.why')}</P>
      </>
    );
  },
});

import { z } from 'zod';
import { defineTemplate, link } from './define';
import { meetupFacts, SAMPLE_MEETUP } from './facts';
import { MeetupFactsTable } from './meetup-parts';
import { Action, Greeting, P } from './parts';

/**
 * To a member who follows the organiser, the venue or the venue's partner page when a new meetup
 * is approved there (issue 26); the "Meetups from people and venues I follow" switch.
 */
export const followedMeetupEmail = defineTemplate({
  type: 'followed_meetup',
  name: 'New meetup from someone you follow',
  preference: 'followed_meetups',
  // `host` is the organiser's name, or "A member" when they hide their profile.
  schema: z.object({ meetup: meetupFacts, host: z.string() }),
  sample: { meetup: SAMPLE_MEETUP, host: 'Amara Okafor' },
  subject: ({ meetup }) => `New meetup: ${meetup.title}`,
  preview: ({ meetup, host }) => `${host} is hosting “${meetup.title}” at ${meetup.venue_name}.`,
  Body: ({ data: { meetup, host }, ctx }) => (
    <>
      <Greeting name={ctx.recipientName} />
      <P>
        {host} is hosting a new meetup at {meetup.venue_name}, and you follow them or the venue: “{meetup.title}”.
      </P>
      <MeetupFactsTable meetup={meetup} />
      <Action href={link(ctx, '/m', meetup.id)}>See the meetup</Action>
      <P>You get these because you follow this organiser or venue. Unfollow on their page, or turn them off in Settings → Notifications.</P>
    </>
  ),
});

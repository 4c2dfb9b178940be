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
  // `because`: cancelled by the app when an account was deleted (docs/decisions/0039), not by the organiser's hand.
  schema: z.object({ meetup: meetupFacts, because: z.enum(['organiser_left', 'venue_closed']).optional() }),
  sample: { meetup: SAMPLE_MEETUP },
  subject: ({ meetup }) => `Cancelled: ${meetup.title}`,
  preview: ({ meetup, because }) => `${because ? 'The meetup' : 'The organiser cancelled the meetup'} on ${longDate(meetup.date)} at ${clockTime(meetup.time)}${because ? ' is cancelled' : ''}.`,
  Body: ({ data: { meetup, because }, ctx }) => (
    <>
      <Greeting name={ctx.recipientName} />
      <P>
        {because === 'organiser_left'
          ? `“${meetup.title}” is cancelled: its organiser deleted their account.`
          : because === 'venue_closed'
            ? `“${meetup.title}” is cancelled: its venue is no longer on ${ctx.appName}.`
            : `${meetup.organizer_name || 'The organiser'} has cancelled “${meetup.title}”.`}{' '}
        It will not take place, so there is no need to travel to the venue.
      </P>
      <MeetupFactsTable meetup={meetup} />
      <P>Your place has been released; if you added the meetup to your calendar, you can remove it.</P>
      <Action href={link(ctx, '/meetups')}>Find another meetup</Action>
      {because !== 'organiser_left' && (
        <P muted>
          Meetup page: <a href={link(ctx, '/meetups', meetup.id)}>{link(ctx, '/meetups', meetup.id)}</a>
        </P>
      )}
    </>
  ),
});

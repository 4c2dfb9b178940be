import { z } from 'zod';
import { defineTemplate, link } from './define';
import { meetupFacts, SAMPLE_MEETUP } from './facts';
import { clockTime, longDate } from '../../../contracts/format';
import { MeetupFactsTable } from './meetup-parts';
import { Action, Greeting, P } from './parts';

/**
 * To each attendee when the organiser cancels a meetup (issue 12: a kind of its own, not an
 * announcement); and to the organiser and each attendee when the venue cancels an approved
 * booking (issue 24), with the venue's reason.
 */
export const meetupCancelledEmail = defineTemplate({
  type: 'meetup_cancelled',
  name: 'Meetup cancelled',
  preference: 'meetup_cancelled',
  schema: z.object({
    meetup: meetupFacts,
    /** Set when the venue (its owner, or an admin for them) cancelled the booking. */
    by_venue: z.object({ reason: z.string().max(500), to_organiser: z.boolean() }).optional(),
  }),
  sample: { meetup: SAMPLE_MEETUP },
  subject: ({ meetup }) => `Cancelled: ${meetup.title}`,
  preview: ({ meetup, by_venue }) =>
    `${by_venue ? `${meetup.venue_name || 'The venue'} cancelled the booking for` : 'The organiser cancelled'} the meetup on ${longDate(meetup.date)} at ${clockTime(meetup.time)}.`,
  Body: ({ data: { meetup, by_venue }, ctx }) => (
    <>
      <Greeting name={ctx.recipientName} />
      {by_venue ? (
        <>
          <P>
            {meetup.venue_name || 'The venue'} has cancelled the booking for “{meetup.title}”. It will not take place there, so there is no need to
            travel to the venue.
          </P>
          <P>Reason given: {by_venue.reason}</P>
        </>
      ) : (
        <P>
          {meetup.organizer_name || 'The organiser'} has cancelled “{meetup.title}”. It will not take place, so there is no need to travel to the
          venue.
        </P>
      )}
      <MeetupFactsTable meetup={meetup} />
      {by_venue?.to_organiser ? (
        <P>Your attendees have been told. You can book another date or venue for it from the meetup page.</P>
      ) : (
        <P>Your place has been released; if you added the meetup to your calendar, you can remove it.</P>
      )}
      <Action href={link(ctx, '/meetups')}>Find another meetup</Action>
      <P muted>
        Meetup page: <a href={link(ctx, '/meetups', meetup.id)}>{link(ctx, '/meetups', meetup.id)}</a>
      </P>
    </>
  ),
});

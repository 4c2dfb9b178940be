import { z } from 'zod';
import { defineTemplate, link } from './define';
import { meetupFacts, SAMPLE_MEETUP } from './facts';
import { clockTime, longDate } from '../../../contracts/format';
import { MeetupFactsTable } from './meetup-parts';
import { Action, Greeting, P } from './parts';

/**
 * To each attendee when a meetup is cancelled (issue 12: a kind of its own, not an announcement):
 * by the organiser, by the venue (its owner, with a reason: decision 0038, also to the
 * organiser), or by the app when an account was deleted (`because`, decision 0039).
 */
export const meetupCancelledEmail = defineTemplate({
  type: 'meetup_cancelled',
  name: 'Meetup cancelled',
  preference: 'meetup_cancelled',
  schema: z.object({
    meetup: meetupFacts,
    because: z.enum(['organiser_left', 'venue_closed']).optional(),
    /** Set when the venue (its owner, or an admin for them) cancelled the booking. */
    by_venue: z.object({ reason: z.string().max(500), to_organiser: z.boolean() }).optional(),
    /** One date of a series whose other dates still happen (issue 27). */
    series_continues: z.boolean().default(false),
  }),
  sample: { meetup: SAMPLE_MEETUP, series_continues: false },
  // The date is in the subject: for a series it is the only thing that tells one date from another.
  subject: ({ meetup }) => `Cancelled: ${meetup.title} on ${longDate(meetup.date, { weekday: true })}`,
  preview: ({ meetup, because, by_venue }) =>
    by_venue
      ? `${meetup.venue_name || 'The venue'} cancelled the booking for the meetup on ${longDate(meetup.date)} at ${clockTime(meetup.time)}.`
      : `${because ? 'The meetup' : 'The organiser cancelled the meetup'} on ${longDate(meetup.date)} at ${clockTime(meetup.time)}${because ? ' is cancelled' : ''}.`,
  Body: ({ data: { meetup, because, by_venue, series_continues }, ctx }) => (
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
          {because === 'organiser_left'
            ? `“${meetup.title}” is cancelled: its organiser deleted their account.`
            : because === 'venue_closed'
              ? `“${meetup.title}” is cancelled: its venue is no longer on ${ctx.appName}.`
              : `${meetup.organizer_name || 'The organiser'} has cancelled “${meetup.title}”.`}{' '}
          It will not take place, so there is no need to travel to the venue.
        </P>
      )}
      {series_continues && <P>Only this date is cancelled: the series goes on, and its other dates are unchanged.</P>}
      <MeetupFactsTable meetup={meetup} />
      {by_venue?.to_organiser ? (
        <P>Your attendees have been told. You can book another date or venue for it from the meetup page.</P>
      ) : (
        <P>Your place has been released; if you added the meetup to your calendar, you can remove it.</P>
      )}
      <Action href={link(ctx, '/meetups')}>Find another meetup</Action>
      {because !== 'organiser_left' && (
        <P muted>
          Meetup page: <a href={link(ctx, '/meetups', meetup.id)}>{link(ctx, '/meetups', meetup.id)}</a>
        </P>
      )}
    </>
  ),
});

import { z } from 'zod';
import { defineTemplate, link } from './define';
import { meetupFacts, SAMPLE_MEETUP } from './facts';
import { longDate } from '../../../contracts/format';
import { MeetupFactsTable } from './meetup-parts';
import { Action, Greeting, P } from './parts';

/** To a venue owner: a professional asked to hold a meetup at their venue. */
export const venueBookingEmail = defineTemplate({
  type: 'venue_booking',
  name: 'New booking request',
  preference: 'venue_booking',
  schema: z.object({ meetup: meetupFacts, answer_by: z.string().max(100).optional() }),
  sample: { meetup: SAMPLE_MEETUP, answer_by: 'Wednesday 2 December 2026, 09:15' },
  subject: ({ meetup }) => `New booking request: ${meetup.title} at ${meetup.venue_name || 'your venue'}`,
  preview: ({ meetup }) => `${meetup.organizer_name || 'A member'} would like to hold a meetup at your venue on ${longDate(meetup.date)}.`,
  Body: ({ data: { meetup, answer_by }, ctx }) => (
    <>
      <Greeting name={ctx.recipientName} />
      <P>
        {meetup.organizer_name || 'A Professional Partner'} has requested {meetup.venue_name || 'your venue'} for “{meetup.title}”
        {meetup.max_attendees ? `, with up to ${meetup.max_attendees} attendees` : ''}.
      </P>
      <MeetupFactsTable meetup={meetup} show={['when', 'where', 'organiser', 'places']} />
      <P>
        Please approve or reject the request so the organiser can plan ahead
        {answer_by ? (
          <>
            {' '}
            — by <strong>{answer_by}</strong> (the venue’s local time), after which it expires
          </>
        ) : null}
        .
      </P>
      <Action href={`${ctx.origin}/venue-management?focus=approvals`}>Review booking request</Action>
      <P muted>
        Meetup page: <a href={link(ctx, '/meetups', meetup.id)}>{link(ctx, '/meetups', meetup.id)}</a>
      </P>
    </>
  ),
});

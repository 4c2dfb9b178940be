import { z } from 'zod';
import { defineTemplate, emailT, link } from './define';
import { meetupFacts, SAMPLE_MEETUP } from './facts';
import { dayText, emailLocale } from './format';
import { MeetupFactsTable } from './meetup-parts';
import { Action, Greeting, P } from './parts';

/** To the organiser or the venue owner (data.recipient) when the last place is taken. */
export const fullCapacityEmail = defineTemplate({
  type: 'full_capacity',
  name: 'Meetup at full capacity',
  preference: null,
  localised: true,
  schema: z.object({ meetup: meetupFacts, recipient: z.enum(['venue_owner', 'organizer']) }),
  sample: { meetup: SAMPLE_MEETUP, recipient: 'organizer' as const },
  subject: ({ meetup }, ctx) => emailT(ctx)('email.fullCapacity.subject', { title: meetup.title }),
  preview: ({ meetup }, ctx) => {
    const t = emailT(ctx);
    const date = dayText(emailLocale(ctx), meetup.date);
    return meetup.max_attendees ? t('email.fullCapacity.previewCount', { count: meetup.max_attendees, date }) : t('email.fullCapacity.preview', { date });
  },
  Body: ({ data: { meetup, recipient }, ctx }) => {
    const t = emailT(ctx);
    const count = meetup.max_attendees;
    const venue = meetup.venue_name || t('email.yourVenue');
    return (
      <>
        <Greeting name={ctx.recipientName} t={t} />
        {recipient === 'organizer' ? (
          <P>{count ? t('email.fullCapacity.organiserCount', { title: meetup.title, count }) : t('email.fullCapacity.organiser', { title: meetup.title })}</P>
        ) : (
          <P>{count ? t('email.fullCapacity.venueCount', { title: meetup.title, venue, count }) : t('email.fullCapacity.venue', { title: meetup.title, venue })}</P>
        )}
        <MeetupFactsTable meetup={meetup} ctx={ctx} show={recipient === 'organizer' ? ['when', 'where'] : ['when', 'where', 'organiser']} />
        <Action href={link(ctx, '/meetups', meetup.id)}>{t('email.fullCapacity.action')}</Action>
      </>
    );
  },
});

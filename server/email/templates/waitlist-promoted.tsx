import { z } from 'zod';
import { defineTemplate, emailT, link } from './define';
import { meetupFacts, SAMPLE_MEETUP } from './facts';
import { dayText, emailLocale, timeText } from './format';
import { MeetupFactsTable } from './meetup-parts';
import { Action, Greeting, P } from './parts';

/**
 * To a member on a meetup's waitlist when a place frees and it is theirs (issue 15). Follows the
 * "All email notifications" switch: they asked for this place themselves (decision attendees).
 */
export const waitlistPromotedEmail = defineTemplate({
  type: 'waitlist_promoted',
  name: 'A place from the waitlist',
  preference: null,
  localised: true,
  schema: z.object({ meetup: meetupFacts }),
  sample: { meetup: SAMPLE_MEETUP },
  subject: ({ meetup }, ctx) => emailT(ctx)('email.waitlist.subject', { title: meetup.title }),
  preview: ({ meetup }, ctx) => {
    const locale = emailLocale(ctx);
    return emailT(ctx)('email.waitlist.preview', { date: dayText(locale, meetup.date), time: timeText(locale, meetup.time) });
  },
  Body: ({ data: { meetup }, ctx }) => {
    const t = emailT(ctx);
    return (
      <>
        <Greeting name={ctx.recipientName} t={t} />
        <P>{t('email.waitlist.body', { title: meetup.title })}</P>
        <MeetupFactsTable meetup={meetup} ctx={ctx} />
        <P>{t('email.waitlist.cannotMakeIt')}</P>
        <Action href={link(ctx, '/meetups', meetup.id)}>{t('email.seeTheMeetup')}</Action>
      </>
    );
  },
});

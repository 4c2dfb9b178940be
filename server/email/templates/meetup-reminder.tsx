import { z } from 'zod';
import type { Translate } from '../../../contracts/i18n/messages';
import { defineTemplate, emailT, link, type EmailContext } from './define';
import { meetupFacts, SAMPLE_MEETUP } from './facts';
import { dayText, emailLocale, timeText } from './format';
import { MeetupFactsTable } from './meetup-parts';
import { Action, Greeting, P } from './parts';

const reminderData = z.object({
  meetup: meetupFacts,
  // The day as the venue's calendar reads it when the reminder goes out ('today at 15:00',
  // 'tomorrow at 15:00', 'on Friday 4 December 2026 at 15:00'; server/meetups/time.ts
  // dayAndTimeFrom). Which day it names is said again in the recipient's language. Without it: the full date.
  when: z.string().max(80).optional(),
  // The organiser is reminded of their own meetup too (issue 27), with words for their part.
  organising: z.boolean().default(false),
});
type ReminderData = z.infer<typeof reminderData>;

/**
 * 'tomorrow at 08:30' in the recipient's language: the day `when` names (today, tomorrow or a
 * date) said again in `locale`. Also the reminder notification's words (server/reminders).
 */
export function reminderWhen(t: Translate, locale: string, meetup: { date: string; time: string }, when: string | undefined): string {
  const time = timeText(locale, meetup.time);
  if (when?.startsWith('today')) return t('email.reminder.today', { time });
  if (when?.startsWith('tomorrow')) return t('email.reminder.tomorrow', { time });
  return t('email.reminder.onDate', { date: dayText(locale, meetup.date, { weekday: when !== undefined }), time });
}

const whenOf = ({ meetup, when }: ReminderData, ctx: EmailContext) => reminderWhen(emailT(ctx), emailLocale(ctx), meetup, when);

/** The day before a meetup (docs/product.md §9), to each attendee and to the organiser. */
export const meetupReminderEmail = defineTemplate({
  type: 'meetup_reminder',
  name: 'Meetup reminder',
  preference: 'meetup_reminder',
  localised: true,
  schema: reminderData,
  sample: { meetup: SAMPLE_MEETUP, when: 'tomorrow at 08:30', organising: false },
  subject: (data, ctx) => emailT(ctx)('email.reminder.subject', { title: data.meetup.title, when: whenOf(data, ctx) }),
  preview: ({ meetup }, ctx) => {
    const t = emailT(ctx);
    const locale = emailLocale(ctx);
    const values = { date: dayText(locale, meetup.date), time: timeText(locale, meetup.time) };
    return meetup.venue_name ? t('email.reminder.previewAt', { ...values, venue: meetup.venue_name }) : t('email.reminder.preview', values);
  },
  Body: ({ data, ctx }) => {
    const t = emailT(ctx);
    const values = { title: data.meetup.title, when: whenOf(data, ctx) };
    return (
      <>
        <Greeting name={ctx.recipientName} t={t} />
        <P>{data.organising ? t('email.reminder.bodyOrganising', values) : t('email.reminder.body', values)}</P>
        <MeetupFactsTable meetup={data.meetup} ctx={ctx} />
        {data.organising ? <P>{t('email.reminder.cannotHold')}</P> : <P>{t('email.reminder.cannotCome')}</P>}
        <Action href={link(ctx, '/meetups', data.meetup.id)}>{t('email.reminder.action')}</Action>
      </>
    );
  },
});

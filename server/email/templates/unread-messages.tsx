import { z } from 'zod';
import { defineTemplate, emailT, link, type EmailContext } from './define';
import { emailLocale } from './format';
import { Action, Facts, Greeting, P } from './parts';

const nameOf = (name: string | null, ctx: EmailContext) => name || emailT(ctx)('email.aMemberStart');

/**
 * Unread messages (issue 26): at most one every few hours per member (MESSAGES_EMAIL_EVERY_HOURS),
 * sent by a job after messages arrive and stay unread; the "Unread messages" switch. Names and
 * counts only: the text stays in the app, behind sign-in.
 */
export const unreadMessagesEmail = defineTemplate({
  type: 'unread_messages',
  name: 'Unread messages',
  preference: 'unread_messages',
  localised: true,
  schema: z.object({
    total: z.number().int().min(1),
    // A sender's name is null when they gave none: "A member" in the recipient's language.
    senders: z.array(z.object({ name: z.string().nullable(), count: z.number().int().min(1) })).max(5),
    more_senders: z.number().int().min(0),
  }),
  sample: { total: 3, senders: [{ name: 'Amara Okafor', count: 2 }, { name: 'Jonas Weber', count: 1 }], more_senders: 0 },
  subject: ({ total }, ctx) => emailT(ctx)('email.unread.subject', { count: total }),
  // Names listed as the language lists them ('A, B' in English: a unit list, no "and").
  preview: ({ senders }, ctx) =>
    emailT(ctx)('email.unread.preview', { names: new Intl.ListFormat(emailLocale(ctx), { type: 'unit', style: 'short' }).format(senders.map((s) => nameOf(s.name, ctx))) }),
  Body: ({ data: { total, senders, more_senders }, ctx }) => {
    const t = emailT(ctx);
    return (
      <>
        <Greeting name={ctx.recipientName} t={t} />
        <P>{t('email.unread.body', { count: total, app: ctx.appName })}</P>
        <Facts rows={senders.map((s) => [nameOf(s.name, ctx), t('email.unread.messages', { count: s.count })])} />
        {more_senders > 0 && <P muted>{t('email.unread.moreMembers', { count: more_senders })}</P>}
        <Action href={link(ctx, '/messages')}>{t('email.unread.action')}</Action>
        <P muted>{t('email.unread.howOften')}</P>
      </>
    );
  },
});

import { z } from 'zod';
import { defineTemplate, link } from './define';
import { Action, Facts, Greeting, P } from './parts';

/**
 * Unread messages (issue 26): at most one every few hours per member (MESSAGES_EMAIL_EVERY_HOURS),
 * sent by a job after messages arrive and stay unread; the "Unread messages" switch. Names and
 * counts only: the text stays in the app, behind sign-in.
 */
export const unreadMessagesEmail = defineTemplate({
  type: 'unread_messages',
  name: 'Unread messages',
  preference: 'unread_messages',
  schema: z.object({
    total: z.number().int().min(1),
    senders: z.array(z.object({ name: z.string(), count: z.number().int().min(1) })).max(5),
    more_senders: z.number().int().min(0),
  }),
  sample: { total: 3, senders: [{ name: 'Amara Okafor', count: 2 }, { name: 'Jonas Weber', count: 1 }], more_senders: 0 },
  subject: ({ total }) => (total === 1 ? 'You have an unread message' : `You have ${total} unread messages`),
  preview: ({ senders }) => `From ${senders.map((s) => s.name).join(', ')}.`,
  Body: ({ data: { total, senders, more_senders }, ctx }) => (
    <>
      <Greeting name={ctx.recipientName} />
      <P>
        {total === 1 ? 'A message is' : `${total} messages are`} waiting for you on {ctx.appName}.
      </P>
      <Facts rows={senders.map((s) => [s.name, s.count === 1 ? '1 message' : `${s.count} messages`])} />
      {more_senders > 0 && <P muted>…and {more_senders === 1 ? 'one more member' : `${more_senders} more members`}.</P>}
      <Action href={link(ctx, '/messages')}>Read your messages</Action>
      <P muted>You get this email at most once every few hours. Turn it off in Settings → Unread messages.</P>
    </>
  ),
});

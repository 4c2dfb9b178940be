import { z } from 'zod';
import { defineTemplate, emailT, link } from './define';
import { Action, Greeting, P, Quote, rich, strong } from './parts';

/** To a member another member asked to connect with (issue 26); the "Connection requests" switch. */
export const connectionRequestEmail = defineTemplate({
  type: 'connection_request',
  name: 'Connection request',
  preference: 'connection_requests',
  localised: true,
  schema: z.object({ sender_id: z.uuid(), sender_name: z.string(), sender_headline: z.string().nullable(), note: z.string().nullable() }),
  sample: { sender_id: '00000000-0000-4000-8000-000000000001', sender_name: 'Amara Okafor', sender_headline: 'Open-data lead, Leeds council', note: 'We spoke about bus data at the Leeds civic tech night. Happy to share our notes!' },
  subject: ({ sender_name }, ctx) => {
    const t = emailT(ctx);
    return t('email.connectionRequest.subject', { name: sender_name || t('email.aMemberStart') });
  },
  preview: ({ sender_name, note }, ctx) => {
    const t = emailT(ctx);
    return note ? t('email.quoted', { text: note.slice(0, 80) }) : t('email.connectionRequest.preview', { name: sender_name || t('email.aMemberStart') });
  },
  Body: ({ data: { sender_id, sender_name, sender_headline, note }, ctx }) => {
    const t = emailT(ctx);
    const name = sender_name || t('email.aMemberStart');
    return (
      <>
        <Greeting name={ctx.recipientName} t={t} />
        <P>
          {rich(
            sender_headline
              ? t('email.connectionRequest.bodyWithHeadline', { name, headline: sender_headline, app: ctx.appName })
              : t('email.connectionRequest.body', { name, app: ctx.appName }),
            { strong },
          )}
        </P>
        {note && <Quote>{note}</Quote>}
        <P>{t('email.connectionRequest.acceptOrDecline')}</P>
        <Action href={link(ctx, '/connections')}>{t('email.connectionRequest.action')}</Action>
        <P muted>{rich(t('email.connectionRequest.notSure'), { link: (words) => <a href={link(ctx, '/members', sender_id)}>{words}</a> })}</P>
      </>
    );
  },
});

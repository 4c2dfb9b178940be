import { z } from 'zod';
import { defineTemplate, emailT, link } from './define';
import { Action, Greeting, P, rich, strong } from './parts';

/** To the member whose connection request was accepted (issue 26); the "Connection requests" switch. */
export const connectionAcceptedEmail = defineTemplate({
  type: 'connection_accepted',
  name: 'Connection accepted',
  preference: 'connection_requests',
  localised: true,
  schema: z.object({ member_id: z.uuid(), member_name: z.string() }),
  sample: { member_id: '00000000-0000-4000-8000-000000000002', member_name: 'Jonas Berg' },
  subject: ({ member_name }, ctx) => {
    const t = emailT(ctx);
    return t('email.connectionAccepted.subject', { name: member_name || t('email.aMemberStart') });
  },
  preview: ({ member_name }, ctx) => {
    const t = emailT(ctx);
    return t('email.connectionAccepted.preview', { name: member_name || t('email.aMember') });
  },
  Body: ({ data: { member_id, member_name }, ctx }) => {
    const t = emailT(ctx);
    return (
      <>
        <Greeting name={ctx.recipientName} t={t} />
        <P>{rich(t('email.connectionAccepted.body', { name: member_name || t('email.aMemberStart'), app: ctx.appName }), { strong })}</P>
        <Action href={link(ctx, '/members', member_id)}>{t('email.seeTheirProfile')}</Action>
      </>
    );
  },
});

import { z } from 'zod';
import { defineTemplate, emailT } from './define';
import { dayText, emailLocale } from './format';
import { Heading, P } from './parts';

/** Sent from Admin Email Tools to check delivery. */
export const testEmail = defineTemplate({
  type: 'test',
  name: 'Test email',
  preference: 'transactional',
  localised: true,
  schema: z.object({ message: z.string().max(5000).optional(), sent_at: z.string().max(40).optional() }),
  sample: { sent_at: '2026-11-22T10:00:00Z' },
  subject: (_d, ctx) => emailT(ctx)('email.test.subject', { app: ctx.appName }),
  preview: (_d, ctx) => emailT(ctx)('email.test.working'),
  Body: ({ data, ctx }) => {
    const t = emailT(ctx);
    const date = dayText(emailLocale(ctx), data.sent_at ? new Date(data.sent_at) : new Date(), { timeZone: 'UTC' });
    return (
      <>
        <Heading>{t('email.test.heading')}</Heading>
        <P>{t('email.test.body', { app: ctx.appName, date })}</P>
        {data.message?.trim() && <P>{data.message.trim()}</P>}
        <P>{t('email.test.working')}</P>
      </>
    );
  },
});

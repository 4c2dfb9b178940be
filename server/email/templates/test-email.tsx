import { z } from 'zod';
import { defineTemplate } from './define';
import { longDate } from '../../../contracts/format';
import { Heading, P } from './parts';

/** Sent from Admin Email Tools to check delivery. */
export const testEmail = defineTemplate({
  type: 'test',
  name: 'Test email',
  preference: 'transactional',
  schema: z.object({ message: z.string().max(5000).optional(), sent_at: z.string().max(40).optional() }),
  sample: { sent_at: '2026-11-22T10:00:00Z' },
  subject: (_d, ctx) => `${ctx.appName} test email`,
  preview: () => 'If you are reading this, email delivery is working.',
  Body: ({ data, ctx }) => (
    <>
      <Heading>Email delivery is working</Heading>
      <P>
        This is a test email sent from {ctx.appName} Admin Email Tools on {longDate(data.sent_at ? new Date(data.sent_at) : new Date(), { timeZone: 'UTC' })}.
      </P>
      {data.message?.trim() && <P>{data.message.trim()}</P>}
      <P>If you are reading this, email delivery is working.</P>
    </>
  ),
});

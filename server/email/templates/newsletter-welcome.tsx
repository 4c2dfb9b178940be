import { z } from 'zod';
import { defineTemplate } from './define';
import { FallbackLink, P } from './parts';

/**
 * The first newsletter email, sent when a subscription is confirmed. Like every newsletter
 * email it ends with the subscriber's own unsubscribe link.
 */
export const newsletterWelcomeEmail = defineTemplate({
  type: 'newsletter_welcome',
  name: 'Newsletter subscription confirmed',
  preference: 'transactional',
  schema: z.object({ unsubscribe_link: z.string().url().max(2000) }),
  sample: { unsubscribe_link: 'https://civicconnect.example/newsletter/unsubscribe?token=sample' },
  subject: (_d, ctx) => `You are subscribed to the ${ctx.appName} briefing`,
  preview: () => 'Thanks for confirming. The briefing arrives once a month.',
  Body: ({ data, ctx }) => (
    <>
      <P>Hello,</P>
      <P>Thanks for confirming. The {ctx.appName} briefing arrives once a month with new partner venues, standout meetups and member news.</P>
      <P muted>
        Changed your mind? <a href={data.unsubscribe_link}>Unsubscribe</a> at any time, with one click: <FallbackLink href={data.unsubscribe_link} />
      </P>
    </>
  ),
});

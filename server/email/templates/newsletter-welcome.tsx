import { z } from 'zod';
import { defineTemplate, emailT } from './define';
import { FallbackLink, P, rich } from './parts';

/**
 * The first newsletter email, sent when a subscription is confirmed. Like every newsletter
 * email it ends with the subscriber's own unsubscribe link.
 */
export const newsletterWelcomeEmail = defineTemplate({
  type: 'newsletter_welcome',
  name: 'Newsletter subscription confirmed',
  preference: 'transactional',
  localised: true,
  schema: z.object({ unsubscribe_link: z.string().url().max(2000) }),
  sample: { unsubscribe_link: 'https://civicconnect.example/newsletter/unsubscribe?token=sample' },
  subject: (_d, ctx) => emailT(ctx)('email.newsletterWelcome.subject', { app: ctx.appName }),
  preview: (_d, ctx) => emailT(ctx)('email.newsletterWelcome.preview'),
  Body: ({ data, ctx }) => {
    const t = emailT(ctx);
    return (
      <>
        <P>{t('email.hello')}</P>
        <P>{t('email.newsletterWelcome.body', { app: ctx.appName })}</P>
        <P muted>
          {rich(t('email.newsletterWelcome.unsubscribe'), { link: (words) => <a href={data.unsubscribe_link}>{words}</a> })} <FallbackLink href={data.unsubscribe_link} />
        </P>
      </>
    );
  },
});

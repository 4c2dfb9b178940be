import { z } from 'zod';
import { defineTemplate, emailT } from './define';
import { Action, FallbackLink, P } from './parts';

/**
 * Double opt-in (issue 17): nobody is on the newsletter list until the address's owner confirms.
 * In the language of the page the address was typed on (server/newsletter/routes.ts).
 */
export const newsletterConfirmEmail = defineTemplate({
  type: 'newsletter_confirm',
  name: 'Confirm your newsletter subscription',
  preference: 'transactional',
  localised: true,
  schema: z.object({ link: z.string().url().max(2000) }),
  sample: { link: 'https://civicconnect.example/newsletter/confirm?token=sample' },
  subject: (_d, ctx) => emailT(ctx)('email.newsletterConfirm.subject', { app: ctx.appName }),
  preview: (_d, ctx) => emailT(ctx)('email.newsletterConfirm.preview'),
  Body: ({ data, ctx }) => {
    const t = emailT(ctx);
    return (
      <>
        <P>{t('email.hello')}</P>
        <P>{t('email.newsletterConfirm.body', { app: ctx.appName })}</P>
        <Action href={data.link}>{t('email.newsletterConfirm.action')}</Action>
        <P muted>
          {t('email.pasteLink')} <FallbackLink href={data.link} />
        </P>
        <P muted>{t('email.newsletterConfirm.ignore')}</P>
      </>
    );
  },
});

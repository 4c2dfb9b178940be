import { z } from 'zod';
import { defineTemplate, emailT } from './define';
import { Action, FallbackLink, Greeting, P } from './parts';

/** Sent on sign-up and on resend: proves the member owns the address (issue 9). */
export const signupConfirmationEmail = defineTemplate({
  type: 'signup_confirmation',
  name: 'Confirm your email address',
  preference: 'transactional',
  localised: true,
  schema: z.object({ link: z.string().url().max(2000) }),
  sample: { link: 'https://civicconnect.example/auth/v1/verify?type=signup&token=sample' },
  subject: (_d, ctx) => emailT(ctx)('email.confirm.subject', { app: ctx.appName }),
  preview: (_d, ctx) => emailT(ctx)('email.confirm.preview'),
  Body: ({ data, ctx }) => {
    const t = emailT(ctx);
    return (
      <>
        <Greeting name={ctx.recipientName} t={t} />
        <P>{t('email.confirm.welcome', { app: ctx.appName })}</P>
        <Action href={data.link}>{t('email.confirm.action')}</Action>
        <P muted>
          {t('email.pasteLink')} <FallbackLink href={data.link} />
        </P>
        <P muted>{t('email.confirm.ignore')}</P>
      </>
    );
  },
});

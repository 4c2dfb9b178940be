import { z } from 'zod';
import { defineTemplate, emailT } from './define';
import { Action, Greeting, P, rich } from './parts';

/**
 * Sign-up for an address that already has an account answers like a new sign-up (no
 * enumeration); the owner learns of it here instead, with the ways back in.
 */
export const signupExistingEmail = defineTemplate({
  type: 'signup_existing',
  name: 'Someone tried to register with your address',
  preference: 'transactional',
  localised: true,
  schema: z.object({ sign_in_link: z.string().url().max(2000), reset_link: z.string().url().max(2000) }),
  sample: { sign_in_link: 'https://civicconnect.example/login', reset_link: 'https://civicconnect.example/forgot-password' },
  subject: (_d, ctx) => emailT(ctx)('email.signupExisting.subject', { app: ctx.appName }),
  preview: (_d, ctx) => emailT(ctx)('email.signupExisting.preview'),
  Body: ({ data, ctx }) => {
    const t = emailT(ctx);
    return (
      <>
        <Greeting name={ctx.recipientName} t={t} />
        <P>{t('email.signupExisting.body', { app: ctx.appName })}</P>
        <Action href={data.sign_in_link}>{t('email.signupExisting.action')}</Action>
        <P>{rich(t('email.signupExisting.forgotten'), { link: (words) => <a href={data.reset_link}>{words}</a> })}</P>
        <P muted>{t('email.signupExisting.ignore')}</P>
      </>
    );
  },
});

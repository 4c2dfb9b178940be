import { z } from 'zod';
import { defineTemplate } from './define';
import { Action, Greeting, P } from './parts';

/**
 * Sign-up for an address that already has an account answers like a new sign-up (no
 * enumeration); the owner learns of it here instead, with the ways back in.
 */
export const signupExistingEmail = defineTemplate({
  type: 'signup_existing',
  name: 'Someone tried to register with your address',
  preference: 'transactional',
  schema: z.object({ sign_in_link: z.string().url().max(2000), reset_link: z.string().url().max(2000) }),
  sample: { sign_in_link: 'https://civicconnect.example/login', reset_link: 'https://civicconnect.example/forgot-password' },
  subject: (_d, ctx) => `Someone tried to register with your ${ctx.appName} address`,
  preview: () => 'You already have an account: sign in, or reset your password if you have forgotten it.',
  Body: ({ data, ctx }) => (
    <>
      <Greeting name={ctx.recipientName} />
      <P>Someone tried to register a new {ctx.appName} account with your email address. You already have an account, so no new one was created.</P>
      <Action href={data.sign_in_link}>Sign in</Action>
      <P>
        Forgotten your password? <a href={data.reset_link}>Reset it here</a>.
      </P>
      <P muted>If this was not you, you can ignore this email: your account and password are unchanged.</P>
    </>
  ),
});

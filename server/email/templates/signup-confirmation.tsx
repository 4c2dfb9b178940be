import { z } from 'zod';
import { defineTemplate } from './define';
import { Action, FallbackLink, Greeting, P } from './parts';

/** Sent on sign-up and on resend: proves the member owns the address (issue 9). */
export const signupConfirmationEmail = defineTemplate({
  type: 'signup_confirmation',
  name: 'Confirm your email address',
  preference: 'transactional',
  schema: z.object({ link: z.string().url().max(2000) }),
  sample: { link: 'https://civicconnect.example/auth/v1/verify?type=signup&token=sample' },
  subject: (_d, ctx) => `Confirm your ${ctx.appName} email address`,
  preview: () => 'Confirm your address within 24 hours to finish setting up your account.',
  Body: ({ data, ctx }) => (
    <>
      <Greeting name={ctx.recipientName} />
      <P>Welcome to {ctx.appName}. Please confirm that this is your email address. The link works once and expires in 24 hours.</P>
      <Action href={data.link}>Confirm my email address</Action>
      <P muted>
        If the button does not work, paste this address into your browser: <FallbackLink href={data.link} />
      </P>
      <P muted>If you did not create an account, you can ignore this email: nothing happens without the link.</P>
    </>
  ),
});

import { z } from 'zod';
import { defineTemplate } from './define';
import { BRAND } from './layout';
import { Action, FallbackLink, Greeting, P } from './parts';

/**
 * "Email me a sign-in code" (issue 28): the 6-digit code and the same sign-in as a link. Also
 * sent by GET /auth/v1/reauthenticate, where the code confirms a password change or an account
 * deletion (`purpose: 'confirm'`, decision 0057); that one has no link.
 */
export const signInCodeEmail = defineTemplate({
  type: 'sign_in_code',
  name: 'Sign-in code',
  preference: 'transactional',
  schema: z.object({ code: z.string().regex(/^\d{6}$/), link: z.string().url().max(2000).optional(), purpose: z.enum(['sign_in', 'confirm']).default('sign_in') }),
  sample: { code: '492817', link: 'https://civicconnect.example/auth/v1/verify?type=magiclink&token=sample', purpose: 'sign_in' },
  subject: (d, ctx) => (d.purpose === 'confirm' ? `Your ${ctx.appName} confirmation code: ${d.code}` : `Your ${ctx.appName} sign-in code: ${d.code}`),
  preview: () => 'The code works once and expires in 10 minutes.',
  Body: ({ data, ctx }) => (
    <>
      <Greeting name={ctx.recipientName} />
      <P>{data.purpose === 'confirm' ? `Enter this code in ${ctx.appName} to confirm it is you:` : `Enter this code to sign in to ${ctx.appName}:`}</P>
      <p style={{ margin: '0 0 20px', fontSize: 32, fontWeight: 700, letterSpacing: 6, color: BRAND.ink, fontFamily: 'ui-monospace, Menlo, Consolas, monospace' }}>{data.code}</p>
      <P muted>The code works once and expires in 10 minutes.</P>
      {data.link && (
        <>
          <P>Or sign in on this device with one tap:</P>
          <Action href={data.link}>Sign in to {ctx.appName}</Action>
          <P muted>
            If the button does not work, paste this address into your browser: <FallbackLink href={data.link} />
          </P>
        </>
      )}
      <P muted>If you did not ask for this code, you can ignore this email: nobody can sign in without it.</P>
    </>
  ),
});

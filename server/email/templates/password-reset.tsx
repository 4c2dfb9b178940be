import { z } from 'zod';
import { defineTemplate, renderTemplate } from './define';
import { Action, FallbackLink, Greeting, P } from './parts';

/** The reset link of docs/product.md §7: single use, one hour. */
export const passwordResetEmail = defineTemplate({
  type: 'password_reset',
  name: 'Password reset',
  preference: 'transactional',
  schema: z.object({ link: z.string().url().max(2000) }),
  sample: { link: 'https://civicconnect.example/auth/v1/verify?type=recovery&token=sample' },
  subject: (_d, ctx) => `Reset your ${ctx.appName} password`,
  preview: () => 'Use this link within an hour to choose a new password.',
  Body: ({ data, ctx }) => (
    <>
      <Greeting name={ctx.recipientName} />
      <P>We received a request to reset the password for your {ctx.appName} account. The link works once and expires in one hour.</P>
      <Action href={data.link}>Choose a new password</Action>
      <P muted>
        If the button does not work, paste this address into your browser: <FallbackLink href={data.link} />
      </P>
      <P muted>If you did not ask for this, you can ignore this email: your password stays the same.</P>
    </>
  ),
});

/** Kept for the auth routes: same signature as before the template registry existed. */
export function renderPasswordReset(input: { appName: string; origin: string; name: string; link: string }) {
  return renderTemplate(passwordResetEmail, { link: input.link }, { appName: input.appName, origin: input.origin, recipientName: input.name });
}

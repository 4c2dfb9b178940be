import { z } from 'zod';
import { defineTemplate, emailT, renderTemplate } from './define';
import { Action, FallbackLink, Greeting, P } from './parts';

/** The reset link of docs/product.md §7: single use, one hour. */
export const passwordResetEmail = defineTemplate({
  type: 'password_reset',
  name: 'Password reset',
  preference: 'transactional',
  localised: true,
  schema: z.object({ link: z.string().url().max(2000) }),
  sample: { link: 'https://civicconnect.example/auth/v1/verify?type=recovery&token=sample' },
  subject: (_d, ctx) => emailT(ctx)('email.passwordReset.subject', { app: ctx.appName }),
  preview: (_d, ctx) => emailT(ctx)('email.passwordReset.preview'),
  Body: ({ data, ctx }) => {
    const t = emailT(ctx);
    return (
      <>
        <Greeting name={ctx.recipientName} t={t} />
        <P>{t('email.passwordReset.body', { app: ctx.appName })}</P>
        <Action href={data.link}>{t('email.passwordReset.action')}</Action>
        <P muted>
          {t('email.pasteLink')} <FallbackLink href={data.link} />
        </P>
        <P muted>{t('email.passwordReset.ignore')}</P>
      </>
    );
  },
});

/** Kept for the auth routes: same signature as before the template registry existed. */
export function renderPasswordReset(input: { appName: string; origin: string; name: string; link: string; locale?: string | null }) {
  return renderTemplate(passwordResetEmail, { link: input.link }, { appName: input.appName, origin: input.origin, recipientName: input.name, locale: input.locale });
}

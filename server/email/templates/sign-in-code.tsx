import { z } from 'zod';
import { defineTemplate, emailT } from './define';
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
  localised: true,
  schema: z.object({ code: z.string().regex(/^\d{6}$/), link: z.string().url().max(2000).optional(), purpose: z.enum(['sign_in', 'confirm']).default('sign_in') }),
  sample: { code: '492817', link: 'https://civicconnect.example/auth/v1/verify?type=magiclink&token=sample', purpose: 'sign_in' },
  subject: (d, ctx) => emailT(ctx)(d.purpose === 'confirm' ? 'email.signInCode.subjectConfirm' : 'email.signInCode.subject', { app: ctx.appName, code: d.code }),
  preview: (_d, ctx) => emailT(ctx)('email.signInCode.expires'),
  Body: ({ data, ctx }) => {
    const t = emailT(ctx);
    return (
      <>
        <Greeting name={ctx.recipientName} t={t} />
        <P>{t(data.purpose === 'confirm' ? 'email.signInCode.enterToConfirm' : 'email.signInCode.enterToSignIn', { app: ctx.appName })}</P>
        {/* The code is typed as it is written: left to right, whatever the language. */}
        <p dir="ltr" style={{ margin: '0 0 20px', fontSize: 32, fontWeight: 700, letterSpacing: 6, color: BRAND.ink, fontFamily: 'ui-monospace, Menlo, Consolas, monospace' }}>
          {data.code}
        </p>
        <P muted>{t('email.signInCode.expires')}</P>
        {data.link && (
          <>
            <P>{t('email.signInCode.orTap')}</P>
            <Action href={data.link}>{t('email.signInCode.action', { app: ctx.appName })}</Action>
            <P muted>
              {t('email.pasteLink')} <FallbackLink href={data.link} />
            </P>
          </>
        )}
        <P muted>{t('email.signInCode.ignore')}</P>
      </>
    );
  },
});

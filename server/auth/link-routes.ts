import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recoverBody } from '../../contracts/auth';
import type { MessageId } from '../../contracts/i18n/messages';
import { translator } from '../i18n/translate';
import { publicOrigin, safeRedirect } from '../origin';
import { userAgent, type AuthContext } from './auth-context';
import { sendPasswordReset, redeemEmailLink } from './commands';
import { emptyAck, sessionFragment, verifyRedirect } from './responses';
import { forgetSessionChecks } from './session-cache';
import { signInByAddress } from './code-commands';
import { spendSignInLink } from './sign-in-codes';

// Said on the page the link lands on, in the browser's language (issue 29).
const FAILED_LINK = {
  recovery: 'api.auth.failedLink.recovery',
  signup: 'api.auth.failedLink.signup',
  magiclink: 'api.auth.failedLink.magiclink',
} as const satisfies Record<'recovery' | 'signup' | 'magiclink', MessageId>;

/** A sign-in code's link (issue 28): spent once, then the address's owner is signed in (or signed up). */
async function redeemSignInLink(ctx: AuthContext, token: string, ua: string | undefined) {
  const spent = await spendSignInLink(ctx.db, token);
  if (!spent) return null;
  const done = await signInByAddress(ctx, spent.email, ua, spent.name);
  return done === 'suspended' ? null : { userId: done.userId, linkRedirect: spent.redirectTo ?? '/', session: done.session };
}

/** POST /recover and GET /verify (the emailed links: password reset and address confirmation). */
export function linkRoutes(app: FastifyInstance, ctx: AuthContext) {
  const { config, limits, later } = ctx;
  const r = app.withTypeProvider<ZodTypeProvider>();

  // Same answer, same time whether or not the account exists: the lookup, the link and the
  // email all happen after the answer.
  r.post(
    '/recover',
    { config: { allowUnconfirmed: 'open to anyone signed out; mails only the address’s own account' }, schema: { body: recoverBody, querystring: z.object({ redirect_to: z.string().max(2000).optional() }), response: { 200: emptyAck }, security: [] }, onRequest: limits.perIp },
    async (req) => {
      const email = req.body.email;
      await limits.mailTo('recover', email);
      const origin = publicOrigin(config);
      const redirectTo = safeRedirect(req.query.redirect_to, origin, '/reset-password');
      later(() => sendPasswordReset(ctx, email, origin, redirectTo));
      return {};
    },
  );

  // The emailed links: single use; sign the user in and send them on with the session in the
  // URL fragment (GoTrue's implicit flow). Either kind proves the mailbox, so both confirm the
  // address; a reset link's session may set a new password without the current one.
  r.get(
    '/verify',
    { schema: { querystring: z.object({ token: z.string().max(200), type: z.enum(['recovery', 'signup', 'magiclink']), redirect_to: z.string().max(2000).optional() }), response: { 303: verifyRedirect }, security: [] } },
    async (req, reply) => {
      const { type, token } = req.query;
      const origin = publicOrigin(config);
      const onError = type === 'recovery' ? safeRedirect(req.query.redirect_to, origin, '/reset-password') : `${origin}/`;
      const used = type === 'magiclink' ? await redeemSignInLink(ctx, token, userAgent(req)) : await redeemEmailLink(ctx, type, token, userAgent(req));
      const done = used && { ...used, redirectTo: safeRedirect(used.linkRedirect, origin, type === 'recovery' ? '/reset-password' : '/') };
      if (!done) {
        req.log.info({ event: 'auth.link_refused', type }, 'email link invalid, used or expired');
        const error = new URLSearchParams({ error: 'access_denied', error_code: 'otp_expired', error_description: translator(req.locale)(FAILED_LINK[type]) });
        return reply.redirect(`${onError}#${error}`, 303);
      }
      forgetSessionChecks(done.userId); // a confirmed staff address is admin from the next request
      req.log.info({ event: 'auth.link_used', type, userId: done.userId }, 'email link used');
      const fragment = sessionFragment(done.session, type);
      return reply.redirect(`${done.redirectTo}#${fragment}`, 303);
    },
  );
}

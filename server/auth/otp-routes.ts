import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { otpBody, SIGN_IN_CODE_REFUSED_MESSAGE, verifyOtpBody } from '../../contracts/auth';
import { ApiError } from '../errors';
import { publicOrigin, safeRedirect } from '../origin';
import { requireActor } from '../plugins/actor';
import { userAgent, type AuthContext } from './auth-context';
import { sendConfirmationCode, sendSignInCode, signInByAddress } from './code-commands';
import { emptyAck, goTrueSession } from './responses';
import { forgetSessionChecks } from './session-cache';
import { suspendedError } from './sessions';
import { spendSignInCode } from './sign-in-codes';

export const codeRefused = () => new ApiError(403, 'otp_expired', SIGN_IN_CODE_REFUSED_MESSAGE, { field: 'token' });

/** "Email me a sign-in code" in GoTrue's shape: POST /otp, POST /verify, GET /reauthenticate (issue 28). */
export function otpRoutes(app: FastifyInstance, ctx: AuthContext) {
  const { config, limits, later, db } = ctx;
  const r = app.withTypeProvider<ZodTypeProvider>();

  // Same answer, same time for every address: the lookup, the code and the email happen after
  // the answer. Limited per address (the same 429 for any address) and per client IP.
  r.post(
    '/otp',
    {
      config: { allowUnconfirmed: 'open to anyone signed out; mails only the address given' },
      schema: { body: otpBody, querystring: z.object({ redirect_to: z.string().max(2000).optional() }), response: { 200: emptyAck }, security: [] },
      onRequest: limits.perIp,
    },
    async (req) => {
      const email = req.body.email;
      await limits.codeFromIp(req.ip);
      await limits.mailTo('otp', email);
      const origin = publicOrigin(config);
      const redirectTo = safeRedirect(req.query.redirect_to, origin, '/');
      const name = req.body.data?.name?.trim() || undefined;
      later(() => sendSignInCode(ctx, { email, createUser: req.body.create_user ?? true, origin, redirectTo, name, locale: req.locale }));
      return {};
    },
  );

  // The typed code: the newest one of the address, single use, five wrong guesses spend it. One
  // refusal for every reason (wrong, used, expired, no such code), so it tells nothing about the address.
  r.post(
    '/verify',
    { config: { allowUnconfirmed: 'signs the caller in' }, schema: { body: verifyOtpBody, response: { 200: goTrueSession }, security: [] }, onRequest: limits.perIp },
    async (req) => {
      const { email, token } = req.body;
      const spent = await limits.codeAttempt(email, async () => (/^\d{6}$/.test(token) ? spendSignInCode(db, email, token) : null));
      if (!spent) {
        req.log.info({ event: 'auth.code_refused' }, 'sign-in code wrong, used or expired');
        throw codeRefused();
      }
      const done = await signInByAddress(ctx, email, userAgent(req), spent.name);
      if (done === 'suspended') throw suspendedError();
      forgetSessionChecks(done.userId);
      req.log.info({ event: done.created ? 'auth.signed_up_by_code' : 'auth.sign_in', method: 'code', userId: done.userId }, 'signed in with an emailed code');
      return done.session;
    },
  );

  // GoTrue's reauthentication: a code to the member's own address, typed in as `nonce` with a
  // new password (PUT /user) or as `code` to delete the account (decision 0057). A GET, as auth-js sends it.
  r.get('/reauthenticate', { schema: { response: { 200: emptyAck } }, onRequest: limits.perIp }, async (req) => {
    const actor = requireActor(req);
    await limits.mailTo('reauthenticate', actor.email);
    const origin = publicOrigin(config);
    later(() => sendConfirmationCode(ctx, actor.userId, origin));
    return {};
  });
}

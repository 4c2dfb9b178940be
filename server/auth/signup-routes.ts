import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { nameField, resendBody, signUpBody } from '../../contracts/auth';
import { ApiError } from '../errors';
import { publicOrigin, safeRedirect } from '../origin';
import type { AuthContext } from './auth-context';
import { registerAccount, resendConfirmation, tellOwnerOfTakenAddress } from './commands';
import { parseNewPassword } from './passwords';
import { emptyAck, signedUpUser } from './responses';
import { presentSignedUpUser, type UserRow } from './user-presenter';
import { indicatedLocale } from '../i18n/request-locale';

const redirectQuery = z.object({ redirect_to: z.string().max(2000).optional() });

/** POST /signup and POST /resend: accounts start unconfirmed and get a confirmation link. */
export function signupRoutes(app: FastifyInstance, ctx: AuthContext) {
  const { config, limits, later } = ctx;
  const r = app.withTypeProvider<ZodTypeProvider>();

  // Always 200 with a user and no session: a new account gets a confirmation link, the owner
  // of a taken address an email saying so. The member signs in with the password grant next.
  r.post('/signup', { config: { allowUnconfirmed: 'open to anyone signed out' }, schema: { body: signUpBody, querystring: redirectQuery, response: { 200: signedUpUser }, security: [] }, onRequest: limits.perIp }, async (req) => {
    const email = req.body.email;
    const nameParse = nameField.safeParse(req.body.data?.name ?? email.split('@')[0]);
    if (!nameParse.success) throw ApiError.say(400, 'invalid_request', 'api.auth.nameInvalid', { problem: nameParse.error.issues[0].message });
    const name = nameParse.data;
    const password = parseNewPassword(req.body.password, { appName: config.appName, email, name });
    const origin = publicOrigin(config);
    const redirectTo = safeRedirect(req.query.redirect_to, origin, '/');
    const created = await registerAccount(ctx, { email, name, password, origin, redirectTo, locale: indicatedLocale(req) });
    const sentAt = new Date();
    if (created) return presentSignedUpUser(created, sentAt);
    later(() => tellOwnerOfTakenAddress(ctx, email, origin));
    const stand: UserRow = { id: randomUUID(), email, passwordHash: '', userMetadata: { name }, isSuspended: false, emailConfirmedAt: null, lastSignInAt: null, createdAt: sentAt, updatedAt: sentAt };
    return presentSignedUpUser(stand, sentAt);
  });

  // A fresh confirmation link for an unconfirmed account (older ones die). Same answer and same
  // time for unknown and confirmed addresses: the lookup happens after the answer.
  r.post('/resend', { config: { allowUnconfirmed: 'how an address gets confirmed' }, schema: { body: resendBody, querystring: redirectQuery, response: { 200: emptyAck }, security: [] }, onRequest: limits.perIp }, async (req) => {
    const email = req.body.email;
    await limits.mailTo('resend', email);
    const origin = publicOrigin(config);
    const redirectTo = safeRedirect(req.query.redirect_to, origin, '/');
    later(() => resendConfirmation(ctx, email, origin, redirectTo));
    return {};
  });
}

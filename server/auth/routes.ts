import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { passwordGrantBody, refreshGrantBody, updateUserBody } from '../../contracts/auth';
import type { AppDeps } from '../deps';
import { ApiError, badRequest } from '../errors';
import { requireActor } from '../plugins/actor';
import { userAgent, type AuthContext } from './auth-context';
import { changePassword, checkPassword, userById } from './commands';
import { laterTasks } from './later';
import { linkRoutes } from './link-routes';
import { otpRoutes } from './otp-routes';
import { oidcRoutes, providerList } from './oidc/routes';
import { authLimits } from './rate-limits';
import { revokeSessions, rotateRefreshToken, startSession, suspendedError } from './sessions';
import { signupRoutes } from './signup-routes';
import type { Signer } from './tokens';
import { presentUser } from './user-presenter';
import { authSettings, goTrueSession, goTrueUser, jwksResponse, logoutResponse, type JwksResponse } from './responses';

const invalidCredentials = () => ApiError.say(400, 'invalid_credentials', 'api.auth.invalidCredentials');

/** The GoTrue-shaped auth API under /auth/v1 that @supabase/auth-js speaks. */
export async function authRoutes(app: FastifyInstance, opts: AppDeps & { signer: Signer }) {
  const { db, config, signer } = opts;
  const limits = authLimits(db, config);
  const ctx: AuthContext = { ...opts, limits, later: laterTasks(app) };
  const r = app.withTypeProvider<ZodTypeProvider>();

  // Tokens, sessions and users must not stay in any cache, the browser's included (ASVS 14.3).
  app.addHook('onSend', async (req, reply) => {
    reply.header('cache-control', 'no-store');
    if (reply.statusCode === 429) req.log.warn({ event: 'auth.rate_limited', url: req.routeOptions.url }, 'auth attempt refused by a rate limit'); // ASVS 16.3.3
  });

  signupRoutes(app, ctx);
  linkRoutes(app, ctx);
  otpRoutes(app, ctx);
  await oidcRoutes(app, ctx);

  const grantQuery = z.object({ grant_type: z.enum(['password', 'refresh_token'], { error: 'grant_type must be password or refresh_token' }) });
  r.post('/token', { config: { allowUnconfirmed: 'signs the caller in' }, schema: { querystring: grantQuery, response: { 200: goTrueSession }, security: [] }, onRequest: limits.perIp }, async (req) => {
    if (req.query.grant_type === 'refresh_token') {
      const body = refreshGrantBody.safeParse(req.body);
      if (!body.success) throw badRequest('invalid_request', 'api.auth.refreshTokenRequired');
      return rotateRefreshToken(db, signer, body.data.refresh_token, config).catch((err: unknown) => {
        // A spent token replayed after the grace: someone else may hold it (ASVS 16.3.3).
        if (err instanceof ApiError && err.code === 'refresh_token_already_used') req.log.warn({ event: 'auth.refresh_token_reused' }, 'refresh token reused; session revoked');
        throw err;
      });
    }
    const body = passwordGrantBody.safeParse(req.body);
    if (!body.success) throw badRequest('invalid_request', body.error.issues[0].message);
    const { user, ok } = await checkPassword(ctx, body.data.email, body.data.password.trim(), req.ip);
    // Authentication events are logged without the address or anything secret (ASVS 16.3.1).
    if (!user || !ok) {
      req.log.info({ event: 'auth.sign_in_failed', userId: user?.id ?? null }, 'sign-in failed');
      throw invalidCredentials();
    }
    if (user.isSuspended) throw suspendedError();
    req.log.info({ event: 'auth.sign_in', userId: user.id }, 'signed in');
    return startSession(db, signer, user, userAgent(req));
  });

  r.get('/user', { schema: { response: { 200: goTrueUser } } }, async (req) => presentUser((await userById(db, requireActor(req).userId))!));

  r.put('/user', { config: { allowUnconfirmed: 'the caller’s own password' }, schema: { body: updateUserBody, response: { 200: goTrueUser } }, onRequest: limits.perIp }, async (req) => {
    const actor = requireActor(req);
    const { password, current_password, nonce } = req.body;
    if (password === undefined) return presentUser((await userById(db, actor.userId))!);
    try {
      const { user, recovery } = await changePassword(ctx, actor, { password, current_password, nonce }, req.ip);
      req.log.info({ event: 'auth.password_changed', userId: user.id, recovery }, 'password changed; other sessions ended');
      return presentUser(user);
    } catch (err) {
      if (err instanceof ApiError && err.code === 'invalid_credentials') req.log.info({ event: 'auth.current_password_failed', userId: actor.userId }, 'wrong current password');
      throw err;
    }
  });

  r.post(
    '/logout',
    { config: { allowUnconfirmed: 'signs the caller out' }, schema: { querystring: z.object({ scope: z.enum(['global', 'local', 'others']).default('global') }), response: { 204: logoutResponse } } },
    async (req, reply) => {
      const actor = requireActor(req);
      await revokeSessions(db, actor.userId, req.query.scope, actor.sessionId);
      return reply.status(204).send(null);
    },
  );

  r.get('/.well-known/jwks.json', { schema: { response: { 200: jwksResponse }, security: [] } }, async () => signer.jwks as JwksResponse);
  r.get('/settings', { schema: { response: { 200: authSettings }, security: [] } }, async () => ({
    external: { email: true, ...Object.fromEntries(config.oidcProviders.map((p) => [p.id, true])) },
    providers: providerList(config),
    disable_signup: false,
    mailer_autoconfirm: false,
    phone_autoconfirm: false,
  }));
}

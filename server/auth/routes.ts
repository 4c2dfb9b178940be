import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CURRENT_PASSWORD_REQUIRED_MESSAGE, CURRENT_PASSWORD_WRONG_MESSAGE, passwordGrantBody, refreshGrantBody, updateUserBody } from '../../contracts/auth';
import type { AppDeps } from '../deps';
import { authSessions, users } from '../db/schema/index';
import { ApiError, badRequest } from '../errors';
import { requireActor } from '../plugins/actor';
import { nameOf, userAgent, type AuthContext } from './auth-context';
import { laterTasks } from './later';
import { linkRoutes } from './link-routes';
import { dummyHash, hashPassword, parseNewPassword, verifyPassword } from './passwords';
import { authLimits } from './rate-limits';
import { revokeSessions, rotateRefreshToken, startSession, suspendedError } from './sessions';
import { signupRoutes } from './signup-routes';
import type { Signer } from './tokens';
import { presentUser } from './user-presenter';

const invalidCredentials = () => new ApiError(400, 'invalid_credentials', 'Invalid email or password.');

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

  const grantQuery = z.object({ grant_type: z.enum(['password', 'refresh_token'], { error: 'grant_type must be password or refresh_token' }) });
  r.post('/token', { schema: { querystring: grantQuery }, preHandler: limits.perIp }, async (req) => {
    if (req.query.grant_type === 'refresh_token') {
      const body = refreshGrantBody.safeParse(req.body);
      if (!body.success) throw badRequest('invalid_request', 'refresh_token is required.');
      return rotateRefreshToken(db, signer, body.data.refresh_token, config).catch((err: unknown) => {
        // A spent token replayed after the grace: someone else may hold it (ASVS 16.3.3).
        if (err instanceof ApiError && err.code === 'refresh_token_already_used') req.log.warn({ event: 'auth.refresh_token_reused' }, 'refresh token reused; session revoked');
        throw err;
      });
    }
    const body = passwordGrantBody.safeParse(req.body);
    if (!body.success) throw badRequest('invalid_request', body.error.issues[0].message);
    const password = body.data.password.trim();
    const [user] = await db.select().from(users).where(eq(users.email, body.data.email));
    // Unknown addresses are checked against a dummy hash and counted alike: same time, same answer.
    const ok = await limits.passwordAttempt(body.data.email, req.ip, async () => (await verifyPassword(user?.passwordHash ?? (await dummyHash()), password)) && !!user);
    // Authentication events are logged without the address or anything secret (ASVS 16.3.1).
    if (!user || !ok) {
      req.log.info({ event: 'auth.sign_in_failed', userId: user?.id ?? null }, 'sign-in failed');
      throw invalidCredentials();
    }
    if (user.isSuspended) throw suspendedError();
    req.log.info({ event: 'auth.sign_in', userId: user.id }, 'signed in');
    return startSession(db, signer, user, userAgent(req));
  });

  r.get('/user', async (req) => {
    const actor = requireActor(req);
    const [user] = await db.select().from(users).where(eq(users.id, actor.userId));
    return presentUser(user);
  });

  // A new password needs the current one, except once within an hour of opening a reset link
  // (decision 0002, amendment "password change"); it ends every other session.
  r.put('/user', { schema: { body: updateUserBody }, preHandler: limits.perIp }, async (req) => {
    const actor = requireActor(req);
    const [user] = await db.select().from(users).where(eq(users.id, actor.userId));
    if (req.body.password === undefined) return presentUser(user);
    const password = parseNewPassword(req.body.password, { appName: config.appName, email: user.email, name: nameOf(user) });
    const [session] = await db.select({ recoveryUntil: authSessions.recoveryUntil }).from(authSessions).where(eq(authSessions.id, actor.sessionId));
    const recovery = !!session?.recoveryUntil && session.recoveryUntil.getTime() > Date.now();
    if (!recovery) {
      const current = req.body.current_password?.trim();
      if (!current) throw new ApiError(400, 'current_password_required', CURRENT_PASSWORD_REQUIRED_MESSAGE);
      const ok = await limits.passwordAttempt(user.email, req.ip, () => verifyPassword(user.passwordHash, current));
      if (!ok) {
        req.log.info({ event: 'auth.current_password_failed', userId: user.id }, 'wrong current password');
        throw new ApiError(400, 'invalid_credentials', CURRENT_PASSWORD_WRONG_MESSAGE);
      }
    }
    const passwordHash = await hashPassword(password);
    const updated = await db.transaction(async (tx) => {
      if (recovery) {
        // Spent atomically: of two concurrent changes in one reset session, only one skips the check.
        const [spent] = await tx
          .update(authSessions)
          .set({ recoveryUntil: null })
          .where(and(eq(authSessions.id, actor.sessionId), gt(authSessions.recoveryUntil, sql`now()`)))
          .returning({ id: authSessions.id });
        if (!spent) throw new ApiError(400, 'current_password_required', CURRENT_PASSWORD_REQUIRED_MESSAGE);
      }
      const [row] = await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, actor.userId)).returning();
      // A new password ends every other session (a thief's included).
      await revokeSessions(tx, actor.userId, 'others', actor.sessionId);
      return row;
    });
    // A completed reset proves the mailbox: failed sign-ins of the address are forgiven.
    if (recovery) await limits.clearAddress(user.email);
    req.log.info({ event: 'auth.password_changed', userId: user.id, recovery }, 'password changed; other sessions ended');
    return presentUser(updated);
  });

  r.post(
    '/logout',
    { schema: { querystring: z.object({ scope: z.enum(['global', 'local', 'others']).default('global') }) } },
    async (req, reply) => {
      const actor = requireActor(req);
      await revokeSessions(db, actor.userId, req.query.scope, actor.sessionId);
      return reply.status(204).send();
    },
  );

  r.get('/.well-known/jwks.json', async () => signer.jwks);
  r.get('/settings', async () => ({
    external: { email: true },
    disable_signup: false,
    mailer_autoconfirm: false,
    phone_autoconfirm: false,
  }));
}

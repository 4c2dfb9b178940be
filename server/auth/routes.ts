import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { passwordGrantBody, recoverBody, refreshGrantBody, signUpBody, updateUserBody, newPasswordField, nameField } from '../../contracts/auth';
import { RESET_LINK_TTL_S } from '../../contracts/constants';
import type { AppDeps } from '../deps';
import { passwordResetTokens, users } from '../db/schema/index';
import { sendEmail } from '../email/send';
import { renderPasswordReset } from '../email/templates/password-reset';
import { ApiError, badRequest } from '../errors';
import { requireActor } from '../plugins/actor';
import { createProfile } from '../profiles/create-profile';
import { dummyHash, hashPassword, verifyPassword } from './passwords';
import { revokeSessions, rotateRefreshToken, startSession, suspendedError } from './sessions';
import { hashSecret, newSecret, type Signer } from './tokens';
import { presentUser } from './user-presenter';
import { authRateLimits } from './rate-limits';
import { publicOrigin, safeRedirect } from '../origin';

const weakPassword = (message: string) =>
  new ApiError(422, 'weak_password', message, { weak_password: { reasons: ['length'] } });

function parseNewPassword(raw: unknown): string {
  const parsed = newPasswordField.safeParse(raw);
  if (!parsed.success) throw weakPassword(parsed.error.issues[0].message);
  return parsed.data;
}

const invalidCredentials = () => new ApiError(400, 'invalid_credentials', 'Invalid email or password.');

/** The GoTrue-shaped auth API under /auth/v1 that @supabase/auth-js speaks. */
export async function authRoutes(app: FastifyInstance, opts: AppDeps & { signer: Signer }) {
  const { db, config, signer } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const limits = authRateLimits(app, config.authRateLimitPerMinute);
  const userAgent = (req: FastifyRequest) => req.headers['user-agent'];

  r.post('/signup', { schema: { body: signUpBody }, preHandler: limits.signIn }, async (req) => {
    const password = parseNewPassword(req.body.password);
    const rawName = req.body.data?.name;
    const nameParse = nameField.safeParse(rawName ?? req.body.email.split('@')[0]);
    if (!nameParse.success) throw badRequest('invalid_request', `data.name: ${nameParse.error.issues[0].message}`);
    const passwordHash = await hashPassword(password);
    return db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({ email: req.body.email, passwordHash, userMetadata: { name: nameParse.data } })
        .onConflictDoNothing({ target: users.email })
        .returning();
      if (!user) throw new ApiError(422, 'user_already_exists', 'An account with this email already exists. Sign in instead.');
      await createProfile(tx, { id: user.id, email: user.email, name: nameParse.data });
      return startSession(tx, signer, user, userAgent(req));
    });
  });

  const grantQuery = z.object({ grant_type: z.enum(['password', 'refresh_token'], { error: 'grant_type must be password or refresh_token' }) });
  r.post('/token', { schema: { querystring: grantQuery }, preHandler: limits.signIn }, async (req) => {
    if (req.query.grant_type === 'refresh_token') {
      const body = refreshGrantBody.safeParse(req.body);
      if (!body.success) throw badRequest('invalid_request', 'refresh_token is required.');
      return rotateRefreshToken(db, signer, body.data.refresh_token);
    }
    const body = passwordGrantBody.safeParse(req.body);
    if (!body.success) throw badRequest('invalid_request', body.error.issues[0].message);
    const password = body.data.password.trim();
    const [user] = await db.select().from(users).where(eq(users.email, body.data.email));
    const ok = await verifyPassword(user?.passwordHash ?? (await dummyHash()), password);
    if (!user || !ok) throw invalidCredentials();
    if (user.isSuspended) throw suspendedError();
    return startSession(db, signer, user, userAgent(req));
  });

  r.post(
    '/recover',
    { schema: { body: recoverBody, querystring: z.object({ redirect_to: z.string().max(2000).optional() }) }, preHandler: limits.recover },
    async (req) => {
      const origin = publicOrigin(config);
      const redirectTo = safeRedirect(req.query.redirect_to, origin, '/reset-password');
      const [user] = await db.select().from(users).where(eq(users.email, req.body.email));
      // Same answer whether or not the account exists, so the form cannot be used to probe emails.
      if (user && !user.isSuspended) {
        const token = newSecret();
        await db.insert(passwordResetTokens).values({
          tokenHash: hashSecret(token),
          userId: user.id,
          redirectTo,
          expiresAt: new Date(Date.now() + RESET_LINK_TTL_S * 1000),
        });
        const link = `${origin}/auth/v1/verify?type=recovery&token=${token}&redirect_to=${encodeURIComponent(redirectTo)}`;
        const name = String((user.userMetadata as { name?: string }).name ?? '');
        const mail = renderPasswordReset({ appName: config.appName, origin, name, link });
        // Delivery happens after the answer so response time does not reveal the account.
        void sendEmail({ db, transport: opts.emailTransport }, { to: user.email, ...mail, templateType: 'password_reset' });
      }
      return {};
    },
  );

  // The link in the reset email: single use, one hour; signs the user in and returns them to
  // {origin}/reset-password with the session in the URL fragment (GoTrue's implicit flow).
  r.get(
    '/verify',
    { schema: { querystring: z.object({ token: z.string().max(200), type: z.literal('recovery'), redirect_to: z.string().max(2000).optional() }) } },
    async (req, reply) => {
      const origin = publicOrigin(config);
      const fallback = safeRedirect(req.query.redirect_to, origin, '/reset-password');
      const session = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(passwordResetTokens)
          .set({ usedAt: new Date() })
          .where(
            and(
              eq(passwordResetTokens.tokenHash, hashSecret(req.query.token)),
              isNull(passwordResetTokens.usedAt),
              gt(passwordResetTokens.expiresAt, new Date()),
            ),
          )
          .returning();
        if (!row) return null;
        const [user] = await tx.select().from(users).where(eq(users.id, row.userId));
        if (!user || user.isSuspended) return null;
        return { redirectTo: row.redirectTo, session: await startSession(tx, signer, user, userAgent(req)) };
      });
      if (!session) {
        const error = new URLSearchParams({
          error: 'access_denied',
          error_code: 'otp_expired',
          error_description: 'This reset link is invalid or has expired. Request a new one.',
        });
        return reply.redirect(`${fallback}#${error}`, 303);
      }
      const s = session.session;
      const fragment = new URLSearchParams({
        access_token: s.access_token,
        expires_at: String(s.expires_at),
        expires_in: String(s.expires_in),
        refresh_token: s.refresh_token,
        token_type: 'bearer',
        type: 'recovery',
      });
      return reply.redirect(`${session.redirectTo}#${fragment}`, 303);
    },
  );

  r.get('/user', async (req) => {
    const actor = requireActor(req);
    const [user] = await db.select().from(users).where(eq(users.id, actor.userId));
    return presentUser(user);
  });

  r.put('/user', { schema: { body: updateUserBody } }, async (req) => {
    const actor = requireActor(req);
    if (req.body.password === undefined) {
      const [user] = await db.select().from(users).where(eq(users.id, actor.userId));
      return presentUser(user);
    }
    const password = parseNewPassword(req.body.password);
    const passwordHash = await hashPassword(password);
    return db.transaction(async (tx) => {
      const [user] = await tx
        .update(users)
        .set({ passwordHash, updatedAt: new Date() })
        .where(eq(users.id, actor.userId))
        .returning();
      // A new password ends every other session (a thief's included).
      await revokeSessions(tx, actor.userId, 'others', actor.sessionId);
      return presentUser(user);
    });
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
    mailer_autoconfirm: true,
    phone_autoconfirm: false,
  }));
}

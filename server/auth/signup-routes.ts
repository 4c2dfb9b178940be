import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { nameField, resendBody, signUpBody } from '../../contracts/auth';
import { users } from '../db/schema/index';
import { queueTemplateEmail } from '../email/email-user';
import { badRequest } from '../errors';
import { publicOrigin, safeRedirect } from '../origin';
import { createProfile } from '../profiles/create-profile';
import { publishChange } from '../realtime/publish';
import { nameOf, sendAuthEmail, type AuthContext } from './auth-context';
import { issueEmailLink } from './email-links';
import { hashPassword, parseNewPassword } from './passwords';
import { presentSignedUpUser, type UserRow } from './user-presenter';

const redirectQuery = z.object({ redirect_to: z.string().max(2000).optional() });

/** POST /signup and POST /resend: accounts start unconfirmed and get a confirmation link. */
export function signupRoutes(app: FastifyInstance, ctx: AuthContext) {
  const { db, config, limits, later } = ctx;
  const r = app.withTypeProvider<ZodTypeProvider>();

  // Always 200 with a user and no session: a new account gets a confirmation link, the owner
  // of a taken address an email saying so. The member signs in with the password grant next.
  r.post('/signup', { schema: { body: signUpBody, querystring: redirectQuery }, preHandler: limits.perIp }, async (req) => {
    const email = req.body.email;
    const nameParse = nameField.safeParse(req.body.data?.name ?? email.split('@')[0]);
    if (!nameParse.success) throw badRequest('invalid_request', `data.name: ${nameParse.error.issues[0].message}`);
    const name = nameParse.data;
    const password = parseNewPassword(req.body.password, { appName: config.appName, email, name });
    const origin = publicOrigin(config);
    const redirectTo = safeRedirect(req.query.redirect_to, origin, '/');
    // Hashed either way, so a taken address costs the same time as a new one.
    const passwordHash = await hashPassword(password);
    const created = await db.transaction(async (tx) => {
      const [user] = await tx.insert(users).values({ email, passwordHash, userMetadata: { name } }).onConflictDoNothing({ target: users.email }).returning();
      if (!user) return null;
      await createProfile(tx, { id: user.id, email: user.email, name });
      // Home page counts move live (spec §7 Realtime): others learn only that a profile was
      // added (server/realtime/audience.ts sends them the event without the row).
      await publishChange(tx, { table: 'profiles', type: 'INSERT', id: user.id, audience: 'signedIn' });
      const link = await issueEmailLink(tx, origin, { userId: user.id, type: 'signup', redirectTo });
      // On the durable queue with the account: sent once committed, retried if SMTP fails.
      await queueTemplateEmail(tx, { appName: config.appName, origin }, { userId: user.id, type: 'signup_confirmation', data: { link } });
      return user;
    });
    const sentAt = new Date();
    if (created) return presentSignedUpUser(created, sentAt);
    later(async () => {
      const [owner] = await db.select().from(users).where(eq(users.email, email));
      // Limited silently per recipient: sign-up must not become a way to flood someone's inbox.
      if (!owner || !(await limits.mayMail('signup', email))) return;
      await sendAuthEmail(ctx, { email, name: nameOf(owner) }, 'signup_existing', { sign_in_link: `${origin}/login`, reset_link: `${origin}/forgot-password` });
    });
    const stand: UserRow = { id: randomUUID(), email, passwordHash: '', userMetadata: { name }, isSuspended: false, emailConfirmedAt: null, lastSignInAt: null, createdAt: sentAt, updatedAt: sentAt };
    return presentSignedUpUser(stand, sentAt);
  });

  // A fresh confirmation link for an unconfirmed account (older ones die). Same answer and same
  // time for unknown and confirmed addresses: the lookup happens after the answer.
  r.post('/resend', { schema: { body: resendBody, querystring: redirectQuery }, preHandler: limits.perIp }, async (req) => {
    const email = req.body.email;
    await limits.mailTo('resend', email);
    const origin = publicOrigin(config);
    const redirectTo = safeRedirect(req.query.redirect_to, origin, '/');
    later(async () => {
      const [user] = await db.select().from(users).where(eq(users.email, email));
      if (!user || user.emailConfirmedAt || user.isSuspended) return;
      const link = await issueEmailLink(db, origin, { userId: user.id, type: 'signup', redirectTo });
      await sendAuthEmail(ctx, { email, name: nameOf(user) }, 'signup_confirmation', { link });
    });
    return {};
  });
}

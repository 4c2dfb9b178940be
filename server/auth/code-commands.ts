import { eq, sql } from 'drizzle-orm';
import { profiles, users } from '../db/schema/index';
import type { Db, Tx } from '../db/client';
import { queueEmail } from '../email/queue';
import { renderEmail } from '../email/templates/registry';
import { createProfile } from '../profiles/create-profile';
import { publishChange } from '../realtime/publish';
import { nameOf, type AuthContext } from './auth-context';
import { startSession } from './sessions';
import { issueSignInCode } from './sign-in-codes';

// The database work behind "Email me a sign-in code" (issue 28, decision 0057); the routes are
// in otp-routes.ts.

/**
 * Emails a sign-in code to `email` through the durable queue, run after the answer (same answer,
 * same time for every address). An unknown address gets one only when the client may create
 * the account (auth-js `shouldCreateUser`, on by default); a suspended account gets none.
 */
// In the language of the address's account (issue 29); for an address with none yet, the page's (`fallback`).
async function localeOf(db: Db | Tx, userId: string | undefined, fallback?: string) {
  if (!userId) return fallback;
  const [p] = await db.select({ locale: profiles.locale }).from(profiles).where(eq(profiles.id, userId));
  return p?.locale ?? fallback;
}

export async function sendSignInCode(ctx: AuthContext, input: { email: string; createUser: boolean; origin: string; redirectTo: string; name?: string; locale?: string }) {
  const [user] = await ctx.db.select().from(users).where(eq(users.email, input.email));
  if (user?.isSuspended || (!user && !input.createUser)) return;
  await ctx.db.transaction(async (tx) => {
    // The name typed on the register page waits with the code, for the account it may create.
    const { code, link } = await issueSignInCode(tx, input.origin, { email: input.email, redirectTo: input.redirectTo, name: user ? null : input.name });
    const locale = await localeOf(tx, user?.id, input.locale);
    const mail = renderEmail('sign_in_code', { code, link, purpose: 'sign_in' }, { appName: ctx.config.appName, origin: input.origin, recipientName: user ? nameOf(user) : (input.name ?? ''), locale });
    await queueEmail(tx, { to: input.email, ...mail, templateType: 'sign_in_code' });
  });
}

/** GET /reauthenticate: a code to the member's own address that stands in for their password. */
export async function sendConfirmationCode(ctx: AuthContext, userId: string, origin: string) {
  const [user] = await ctx.db.select().from(users).where(eq(users.id, userId));
  if (!user) return;
  await ctx.db.transaction(async (tx) => {
    const { code } = await issueSignInCode(tx, origin, { email: user.email, redirectTo: `${origin}/` });
    const mail = renderEmail('sign_in_code', { code, purpose: 'confirm' }, { appName: ctx.config.appName, origin, recipientName: nameOf(user), locale: await localeOf(tx, user.id) });
    await queueEmail(tx, { to: user.email, ...mail, templateType: 'sign_in_code' });
  });
}

/**
 * Signs in the owner of an address that has just proved its mailbox (a code or its link): the
 * address is confirmed, and an unknown address becomes a new account without a password, named
 * as typed on the register page (`typedName`, kept with the code), else after the part before
 * the @ until its owner changes it. 'suspended' for a suspended account.
 */
export async function signInByAddress(ctx: AuthContext, email: string, userAgent: string | undefined, typedName?: string | null) {
  return ctx.db.transaction(async (tx) => {
    let [user] = await tx
      .update(users)
      .set({ emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, now())` })
      .where(eq(users.email, email))
      .returning();
    let created = false;
    if (!user) {
      const name = (typedName?.trim() || email.split('@')[0]).slice(0, 100);
      [user] = await tx.insert(users).values({ email, passwordHash: null, userMetadata: { name }, emailConfirmedAt: new Date() }).returning();
      await createProfile(tx, { id: user.id, email, name });
      await publishChange(tx, { table: 'profiles', type: 'INSERT', id: user.id, audience: 'signedIn' });
      created = true;
    }
    if (user.isSuspended) return 'suspended' as const;
    const session = await startSession(tx, ctx.signer, user, userAgent);
    return { userId: user.id, created, session };
  });
}

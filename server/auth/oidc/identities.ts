import { and, count, eq, sql } from 'drizzle-orm';
import { userIdentities, users } from '../../db/schema/index';
import { ApiError, notFound } from '../../errors';
import { createProfile } from '../../profiles/create-profile';
import { publishChange } from '../../realtime/publish';
import type { AuthContext } from '../auth-context';
import { startSession } from '../sessions';

// Accounts and provider identities (issue 28, decision 0057). An identity is found by the
// provider's stable subject, never by email alone; an email links a new identity to an existing
// account only when the provider says it verified that address.

export type ProviderClaims = { sub: string; email?: string; emailVerified: boolean; name?: string };
export type ProviderRefusal = { refused: 'unverified_email' | 'suspended' };
export type LinkRefusal = { refused: 'linked_elsewhere' | 'account_gone' };

/**
 * Signs in through a provider: the account of a known identity; else the account with the
 * provider's verified email (the identity is linked to it, the address confirmed); else a new
 * account without a password. A missing or unverified email links and creates nothing.
 */
export async function signInWithProvider(ctx: AuthContext, provider: string, claims: ProviderClaims, userAgent: string | undefined) {
  return ctx.db.transaction(async (tx) => {
    const now = new Date();
    const email = claims.email?.trim().toLowerCase();
    const [known] = await tx
      .update(userIdentities)
      .set({ lastSignInAt: now, ...(email ? { email } : {}) })
      .where(and(eq(userIdentities.provider, provider), eq(userIdentities.subject, claims.sub)))
      .returning({ userId: userIdentities.userId });
    let user;
    let outcome: 'signed_in' | 'linked' | 'created' = 'signed_in';
    if (known) {
      [user] = await tx.select().from(users).where(eq(users.id, known.userId));
    } else {
      if (!email || !claims.emailVerified) return { refused: 'unverified_email' } satisfies ProviderRefusal;
      [user] = await tx
        .update(users)
        .set({ emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, now())` })
        .where(eq(users.email, email))
        .returning();
      outcome = 'linked';
      if (!user) {
        const name = (claims.name?.trim() || email.split('@')[0]).slice(0, 100);
        [user] = await tx.insert(users).values({ email, passwordHash: null, userMetadata: { name }, emailConfirmedAt: now }).returning();
        await createProfile(tx, { id: user.id, email, name });
        await publishChange(tx, { table: 'profiles', type: 'INSERT', id: user.id, audience: 'signedIn' });
        outcome = 'created';
      }
      if (user.isSuspended) return { refused: 'suspended' } satisfies ProviderRefusal;
      await tx.insert(userIdentities).values({ userId: user.id, provider, subject: claims.sub, email, lastSignInAt: now });
    }
    if (user.isSuspended) return { refused: 'suspended' } satisfies ProviderRefusal;
    const session = await startSession(tx, ctx.signer, user, userAgent);
    return { userId: user.id, outcome, session };
  });
}

/**
 * Links a provider account to the signed-in member who started the flow from Settings → Security
 * (decision 0060): always to that account, whatever address the provider gives (the member
 * proved both). A provider account already linked to someone else is refused, never moved.
 */
export async function linkProviderToMember(ctx: Pick<AuthContext, 'db'>, userId: string, provider: string, claims: ProviderClaims) {
  return ctx.db.transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id, isSuspended: users.isSuspended }).from(users).where(eq(users.id, userId)).for('update');
    if (!user) return { refused: 'account_gone' } satisfies LinkRefusal;
    if (user.isSuspended) return { refused: 'suspended' } satisfies ProviderRefusal;
    const email = claims.email?.trim().toLowerCase() ?? null;
    // The unique (provider, subject) index decides a race between two accounts linking the same one.
    await tx.insert(userIdentities).values({ userId, provider, subject: claims.sub, email }).onConflictDoNothing();
    const [owner] = await tx
      .select({ userId: userIdentities.userId })
      .from(userIdentities)
      .where(and(eq(userIdentities.provider, provider), eq(userIdentities.subject, claims.sub)));
    if (owner?.userId !== userId) return { refused: 'linked_elsewhere' } satisfies LinkRefusal;
    return { linked: true as const };
  });
}

/** The member's ways to sign in besides the emailed code: a password, and each linked provider. */
export async function signInMethods(ctx: Pick<AuthContext, 'db'>, userId: string) {
  const [user] = await ctx.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
  const identities = await ctx.db.select().from(userIdentities).where(eq(userIdentities.userId, userId)).orderBy(userIdentities.createdAt);
  return { hasPassword: Boolean(user?.passwordHash), identities };
}

/** Removes a linked sign-in while another way remains (a password or another identity). */
export async function unlinkIdentity(ctx: Pick<AuthContext, 'db'>, userId: string, identityId: string) {
  await ctx.db.transaction(async (tx) => {
    // The account row is locked so two unlinks at once cannot both see "another one remains".
    const [user] = await tx.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId)).for('update');
    const [target] = await tx.select({ id: userIdentities.id }).from(userIdentities).where(and(eq(userIdentities.id, identityId), eq(userIdentities.userId, userId)));
    if (!user || !target) throw notFound('api.auth.identityNotLinked');
    const [{ n }] = await tx.select({ n: count() }).from(userIdentities).where(eq(userIdentities.userId, userId));
    if (!user.passwordHash && n <= 1) throw ApiError.say(409, 'last_sign_in_method', 'api.auth.lastSignInMethod');
    await tx.delete(userIdentities).where(eq(userIdentities.id, identityId));
  });
}

import { and, eq, isNull, ne } from 'drizzle-orm';
import type { MembershipTier } from '../../contracts/membership';
import { isAdminEmail } from '../../contracts/roles';
import type { Tx } from '../db/client';
import { membershipCheckouts, profiles, users } from '../db/schema/index';
import { queueTemplateEmail } from '../email/email-user';
import type { EmailContext } from '../email/templates/define';
import { notFound } from '../errors';
import { newMembershipNumber } from '../profiles/membership-number';
import { presentProfile, type ProfileRow } from '../profiles/presenter';
import { publishChange } from '../realtime/publish';
import { forgetSessionChecks } from '../auth/session-cache';

type Ctx = Omit<EmailContext, 'recipientName'> & { adminEmails: string[] };

/** Locks the member's profile row for the rest of the transaction. */
export async function lockProfile(tx: Tx, userId: string): Promise<ProfileRow> {
  const [row] = await tx.select().from(profiles).where(eq(profiles.id, userId)).for('update');
  if (!row) throw notFound('api.profiles.notFound');
  return row;
}

/** A membership number no profile holds (docs/product.md §9: 'CC' + 10 random digits); never the old one. */
async function freshMembershipNumber(tx: Tx): Promise<string> {
  for (;;) {
    const candidate = newMembershipNumber();
    const [taken] = await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.membershipNumber, candidate));
    if (!taken) return candidate;
  }
}

/** Streams the member's own profile row to them (docs/product.md §10 Realtime: own profile row updates). */
export async function publishProfile(tx: Tx, row: ProfileRow, adminEmails: string[]) {
  // Admin needs a confirmed address, as in server/plugins/actor.ts.
  const [account] = await tx.select({ confirmedAt: users.emailConfirmedAt }).from(users).where(eq(users.id, row.id));
  const record = presentProfile(row, { isAdmin: Boolean(account?.confirmedAt) && isAdminEmail(row.email, adminEmails) });
  await publishChange(tx, { table: 'profiles', type: 'UPDATE', id: row.id, audience: { userIds: [row.id] }, record });
}

/**
 * docs/product.md §4 upgrade, inside the caller's transaction: role becomes the tier, subscription_status
 * 'active', subscription_tier the tier, and a new membership number; the change is published
 * and the subscription_welcome email (docs/product.md §10: data tier, name) is queued to go out on commit.
 */
export async function applyTier(tx: Tx, ctx: Ctx, input: { userId: string; tier: MembershipTier }): Promise<ProfileRow> {
  await lockProfile(tx, input.userId);
  const now = new Date();
  const [row] = await tx
    .update(profiles)
    .set({ role: input.tier, subscriptionStatus: 'active', subscriptionTier: input.tier, membershipNumber: await freshMembershipNumber(tx), updatedAt: now })
    .where(eq(profiles.id, input.userId))
    .returning();
  await publishProfile(tx, row, ctx.adminEmails);
  forgetSessionChecks(input.userId); // the new role counts from the next request
  await queueTemplateEmail(tx, { appName: ctx.appName, origin: ctx.origin }, {
    userId: row.id,
    type: 'subscription_welcome',
    data: { tier: input.tier, name: row.name, membership_number: row.membershipNumber, started_at: now.toISOString() },
  });
  return row;
}

/**
 * docs/product.md §4 cancel: role back to basic; subscription_status and subscription_tier are NOT reset.
 * The membership number stays (it identifies the member; a new one comes with the next upgrade).
 */
export async function setBasic(tx: Tx, adminEmails: string[], userId: string): Promise<ProfileRow> {
  await lockProfile(tx, userId);
  const [row] = await tx.update(profiles).set({ role: 'basic', updatedAt: new Date() }).where(eq(profiles.id, userId)).returning();
  await publishProfile(tx, row, adminEmails);
  forgetSessionChecks(userId);
  return row;
}

/** Marks every membership the member held as ended, except `keepId` (the one just started). */
export async function endOtherMemberships(tx: Tx, userId: string, keepId?: string) {
  await tx
    .update(membershipCheckouts)
    .set({ endedAt: new Date() })
    .where(
      and(
        eq(membershipCheckouts.userId, userId),
        eq(membershipCheckouts.status, 'completed'),
        isNull(membershipCheckouts.endedAt),
        ...(keepId ? [ne(membershipCheckouts.id, keepId)] : []),
      ),
    );
}

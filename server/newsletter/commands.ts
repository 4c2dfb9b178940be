import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { stringify } from 'csv-stringify/sync';
import type { Db } from '../db/client';
import { newsletterSubscribers } from '../db/schema/index';
import type { EmailContext } from '../email/templates/define';
import { queueEmail } from '../email/queue';
import { renderEmail } from '../email/templates/registry';
import { hashSecret, newSecret } from '../auth/tokens';
import type { Limiter } from '../limits/limiter';

/** A confirmation link lives a week: long enough for a monthly-email reader, short enough to go stale. */
export const CONFIRM_TTL_MS = 7 * 24 * 60 * 60 * 1000;

type Ctx = Omit<EmailContext, 'recipientName'>;

const confirmLink = (ctx: Ctx, token: string) => `${ctx.origin}/newsletter/confirm?token=${encodeURIComponent(token)}`;
export const unsubscribeLink = (ctx: Ctx, token: string) => `${ctx.origin}/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;

/**
 * Puts the address on the list as pending and emails a fresh single-use confirmation link.
 * A confirmed address gets nothing (it is already on the list); the caller answers the same in
 * every case so the form tells nobody who is subscribed. `perAddress` caps confirmation emails
 * to one address, so the form cannot be used to flood someone's inbox.
 */
export async function subscribe(db: Db, ctx: Ctx, email: string, perAddress: Limiter): Promise<void> {
  const address = email.trim().toLowerCase();
  const token = newSecret();
  await db.transaction(async (tx) => {
    const [existing] = await tx.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, address)).for('update');
    if (existing?.status === 'confirmed') return;
    if (!(await perAddress.tryConsume(address)).ok) return;
    const pending = { status: 'pending', confirmTokenHash: hashSecret(token), confirmExpiresAt: new Date(Date.now() + CONFIRM_TTL_MS) };
    if (existing) await tx.update(newsletterSubscribers).set(pending).where(eq(newsletterSubscribers.id, existing.id));
    else {
      // Two sign-ups racing for one new address: the second finds it taken and sends nothing.
      const created = await tx.insert(newsletterSubscribers).values({ email: address, unsubscribeToken: newSecret(), ...pending }).onConflictDoNothing().returning({ id: newsletterSubscribers.id });
      if (created.length === 0) return;
    }
    await queueEmail(tx, { to: address, ...renderEmail('newsletter_confirm', { link: confirmLink(ctx, token) }, ctx), templateType: 'newsletter_confirm' });
  });
}

/** Confirms the subscription the link names; the link then stops working. False: unknown, used or expired. */
export async function confirm(db: Db, ctx: Ctx, token: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(newsletterSubscribers)
      .set({ status: 'confirmed', confirmedAt: new Date(), confirmTokenHash: null, confirmExpiresAt: null, unsubscribedAt: null })
      .where(and(eq(newsletterSubscribers.confirmTokenHash, hashSecret(token)), gt(newsletterSubscribers.confirmExpiresAt, sql`now()`)))
      .returning();
    if (!row) return false;
    // The first newsletter email: like every one after it, it carries the unsubscribe link.
    const mail = renderEmail('newsletter_welcome', { unsubscribe_link: unsubscribeLink(ctx, row.unsubscribeToken) }, ctx);
    await queueEmail(tx, { to: row.email, ...mail, templateType: 'newsletter_welcome' });
    return true;
  });
}

/** Takes the address off the list. Repeating it is harmless; false only for a token nobody has. */
export async function unsubscribe(db: Db, token: string): Promise<boolean> {
  const [row] = await db
    .update(newsletterSubscribers)
    .set({ status: 'unsubscribed', unsubscribedAt: sql`coalesce(${newsletterSubscribers.unsubscribedAt}, now())`, confirmTokenHash: null, confirmExpiresAt: null })
    .where(eq(newsletterSubscribers.unsubscribeToken, token))
    .returning({ id: newsletterSubscribers.id });
  return Boolean(row);
}

// A spreadsheet runs a cell that starts with one of these as a formula (CSV injection).
const safeCell = (v: string) => (/^[=+\-@\t\r]/.test(v) ? `'${v}` : v);

/** Confirmed subscribers, oldest first, as CSV for the admin export. */
export async function exportCsv(db: Db): Promise<string> {
  const rows = await db
    .select({ email: newsletterSubscribers.email, confirmedAt: newsletterSubscribers.confirmedAt, createdAt: newsletterSubscribers.createdAt })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.status, 'confirmed'))
    .orderBy(asc(newsletterSubscribers.confirmedAt));
  return stringify(
    rows.map((r) => [safeCell(r.email), r.createdAt.toISOString(), r.confirmedAt?.toISOString() ?? '']),
    { header: true, columns: ['email', 'subscribed_at', 'confirmed_at'] },
  );
}

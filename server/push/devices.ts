import { and, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { PushDeviceDto, PushSubscriptionBody } from '../../contracts/push';
import type { Translate } from '../../contracts/i18n/messages';
import type { Db } from '../db/client';
import { pushSubscriptions } from '../db/schema/index';
import { browserName } from './browser-name';

/** Devices one member keeps at most; subscribing one more forgets the longest-unused. */
export const MAX_DEVICES = 20;

type Row = typeof pushSubscriptions.$inferSelect;

/** `t`: the reader's words for the device's name. */
export const presentDevice = (r: Row, t: Translate): PushDeviceDto => ({
  id: r.id,
  endpoint: r.endpoint,
  browser: browserName(r.userAgent, t),
  created_at: r.createdAt.toISOString(),
  last_pushed_at: r.lastPushedAt?.toISOString() ?? null,
});

export const listDevices = (db: Db, userId: string) =>
  db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId)).orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id));

/**
 * "Enable on this device": one row per device (its endpoint is unique). A device subscribing
 * again — the browser renewed its keys, or another member signed in on it — replaces the row,
 * so pushes follow whoever enabled it last and never both.
 */
export async function subscribeDevice(db: Db, userId: string, body: PushSubscriptionBody, userAgent: string | undefined): Promise<Row> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(pushSubscriptions)
      .values({ userId, endpoint: body.endpoint, p256dh: body.keys.p256dh, auth: body.keys.auth, userAgent: userAgent?.slice(0, 500) ?? null })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { userId, p256dh: body.keys.p256dh, auth: body.keys.auth, userAgent: userAgent?.slice(0, 500) ?? null, createdAt: sql`now()`, lastPushedAt: null },
      })
      .returning();
    const keep = tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .orderBy(desc(sql`greatest(${pushSubscriptions.createdAt}, coalesce(${pushSubscriptions.lastPushedAt}, ${pushSubscriptions.createdAt}))`))
      .limit(MAX_DEVICES);
    await tx.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, keep)));
    return row;
  });
}

/** Removes one of the member's own devices; another member's id answers like one that does not exist. */
export async function removeDevice(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, userId), inArray(pushSubscriptions.id, [id]))).returning({ id: pushSubscriptions.id });
  return rows.length > 0;
}

/** The data export's section: the devices, without their push keys (security material, not content), named in the reader's language. */
export async function exportDevices(db: Db, userId: string, t: Translate) {
  const rows = await listDevices(db, userId);
  return rows.map((r) => ({ browser: browserName(r.userAgent, t), user_agent: r.userAgent, endpoint: r.endpoint, created_at: r.createdAt.toISOString(), last_pushed_at: r.lastPushedAt?.toISOString() ?? null }));
}

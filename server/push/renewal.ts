import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import type { PushSubscriptionBody } from '../../contracts/push';
import type { Db } from '../db/client';
import { pushSubscriptions } from '../db/schema/index';
import type { VapidKeys } from './vapid';

type Row = typeof pushSubscriptions.$inferSelect;

/**
 * The device's renewal secret (decision 0061). When the browser replaces a push subscription
 * (`pushsubscriptionchange`), the service worker must tell the server, but it holds no member's
 * token. So subscribing answers a secret the worker keeps, and renewing needs it with the old
 * endpoint. It is HMAC(installation key, device id, member, endpoint): nothing is stored (no column, no
 * hash at rest to steal), and it stops working when the device is removed, passes to another
 * member, or its endpoint changes (a renewal answers the next one). The key is derived from the
 * VAPID private key, which every instance already shares and which never leaves the server.
 */
export function renewalSecret(vapid: VapidKeys, row: Pick<Row, 'id' | 'userId' | 'endpoint'>): string {
  const key = createHash('sha256').update(`push-renewal\0${vapid.privateKey}`).digest();
  return createHmac('sha256', key).update(`${row.id}\0${row.userId}\0${row.endpoint}`).digest('base64url');
}

const same = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/**
 * Moves a device to the subscription its browser replaced it with, given the old endpoint and
 * its secret; null when either is wrong (the same answer for both: it says nothing about which
 * endpoints exist). The device keeps its member and its place in their list; a row already
 * holding the new endpoint (the page subscribed again first) gives way to it.
 */
export async function renewDevice(db: Db, vapid: VapidKeys, oldEndpoint: string, secret: string, sub: PushSubscriptionBody): Promise<Row | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, oldEndpoint)).for('update');
    if (!row || !same(renewalSecret(vapid, row), secret)) return null;
    await tx.delete(pushSubscriptions).where(and(eq(pushSubscriptions.endpoint, sub.endpoint), ne(pushSubscriptions.id, row.id)));
    const [renewed] = await tx
      .update(pushSubscriptions)
      .set({ endpoint: sub.endpoint, p256dh: sub.keys.p256dh, auth: sub.keys.auth })
      .where(eq(pushSubscriptions.id, row.id))
      .returning();
    return renewed;
  });
}

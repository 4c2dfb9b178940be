import { and, eq, sql } from 'drizzle-orm';
import webpush from 'web-push';
import type { PushPayload } from '../../contracts/push';
import type { Db } from '../db/client';
import { notifications, pushSubscriptions } from '../db/schema/index';
import { endpointAllowed } from './endpoint';
import type { VapidKeys } from './vapid';

/** What a worker needs to push: the key pair, its subject and the push services allowed. */
export type PushSettings = { vapid: VapidKeys; subject: string; serviceOrigins: string[] };
export type PushJob = { subscriptionId: string; notificationId?: string; messageId?: string };

/** A push not accepted at once waits this long at the push service for the device (then it is dropped). */
const TTL_SECONDS = 24 * 3600;
const TIMEOUT_MS = 10_000;

/** A path of this site (never another origin): where tapping the notification leads. */
const ownPath = (url: unknown) => (typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') ? url : null);

/**
 * The `push` task: one notification (or message) to one device (decision 0056). The content is
 * read when the job runs, and nothing is sent when it is gone or already read. The request is
 * built by web-push (VAPID JWT, RFC 8291 aes128gcm encryption) and sent with fetch; a push
 * service answering 404/410 says the subscription has expired: its row is removed. Other
 * failures throw, and the queue retries with backoff.
 */
export async function deliverPush(db: Db, settings: PushSettings, job: PushJob): Promise<'sent' | 'skipped' | 'expired'> {
  const [device] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, job.subscriptionId));
  if (!device) return 'skipped';
  // Checked again at send time: the list of allowed services may have changed since it subscribed.
  if (!endpointAllowed(device.endpoint, settings.serviceOrigins)) return 'skipped';
  const payload = job.notificationId ? await notificationPayload(db, job.notificationId, device.userId) : job.messageId ? await messagePayload(db, job.messageId, device.userId) : null;
  if (!payload) return 'skipped';

  const request = webpush.generateRequestDetails({ endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } }, JSON.stringify(payload), {
    vapidDetails: { subject: settings.subject, publicKey: settings.vapid.publicKey, privateKey: settings.vapid.privateKey },
    TTL: TTL_SECONDS,
    contentEncoding: 'aes128gcm',
    urgency: 'normal',
    // Devices showing one notification per tag: a repeat replaces it (RFC 8030 Topic ≤ 32 url-safe characters).
    topic: payload.tag.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 32),
  });
  const res = await fetch(request.endpoint, {
    method: request.method,
    headers: request.headers as Record<string, string>,
    body: request.body ? new Uint8Array(request.body) : undefined,
    redirect: 'error',
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  await res.arrayBuffer().catch(() => undefined);
  if (res.status === 404 || res.status === 410) {
    await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, device.id));
    return 'expired';
  }
  if (res.status >= 200 && res.status < 300) {
    await db.update(pushSubscriptions).set({ lastPushedAt: new Date() }).where(eq(pushSubscriptions.id, device.id));
    return 'sent';
  }
  // 400/403/413 will not improve on a retry (a malformed or foreign subscription): give up on this one.
  if (res.status >= 400 && res.status < 500 && res.status !== 429) return 'skipped';
  throw new Error(`push service answered ${res.status}`);
}

async function notificationPayload(db: Db, id: string, userId: string): Promise<PushPayload | null> {
  const [n] = await db
    .select({ id: notifications.id, title: notifications.title, message: notifications.message, data: notifications.data, read: notifications.read })
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
  if (!n || n.read) return null;
  const data = (n.data ?? {}) as Record<string, unknown>;
  const url = ownPath(data.url) ?? (typeof data.meetupId === 'string' ? `/meetups/${data.meetupId}` : '/');
  return { title: n.title, body: n.message, url, tag: `n-${n.id}` };
}

/** A message is pushed without its text (like its email, decision 0045): who wrote, and where to read it. */
async function messagePayload(db: Db, messageId: string, userId: string): Promise<PushPayload | null> {
  const { rows } = await db.execute<{ conversation_id: string; sender_name: string; status: string; read: boolean; hidden: boolean }>(sql`
    select m.conversation_id, coalesce(nullif(p.name, ''), 'A member') as sender_name, c.status,
      coalesce(cm.last_read_message_id >= m.id, false) as read, u.is_suspended as hidden
    from messages m
    join conversations c on c.id = m.conversation_id
    join conversation_members cm on cm.conversation_id = m.conversation_id and cm.user_id = ${userId}::uuid
    join users u on u.id = m.sender_id
    join profiles p on p.id = m.sender_id
    where m.id = ${messageId}::bigint and m.sender_id <> ${userId}::uuid`);
  const m = rows[0];
  if (!m || m.read || m.hidden) return null;
  return {
    title: m.sender_name,
    body: m.status === 'request' ? 'Sent you a message request.' : 'Sent you a message.',
    url: `/messages/${m.conversation_id}`,
    tag: `c-${m.conversation_id}`,
  };
}

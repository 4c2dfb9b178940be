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

/** VAPID tokens last 12 hours and are made again when less than 6 remain. */
const VAPID_HOURS = 12;
const vapidCache = new Map<string, { headers: Record<string, string>; expires: number }>();

/**
 * The VAPID Authorization header for the endpoint's push service (web-push's getVapidHeaders),
 * kept per push service: signing a JWT costs more than encrypting a payload, and every push to
 * one service may carry the same token until it nears its expiry.
 */
function vapidHeaders(endpoint: string, settings: PushSettings): Record<string, string> {
  const audience = new URL(endpoint).origin;
  const key = `${audience} ${settings.vapid.publicKey} ${settings.subject}`;
  const now = Math.floor(Date.now() / 1000);
  const cached = vapidCache.get(key);
  if (cached && cached.expires - now > (VAPID_HOURS / 2) * 3600) return cached.headers;
  const expires = now + VAPID_HOURS * 3600;
  const headers = webpush.getVapidHeaders(audience, settings.subject, settings.vapid.publicKey, settings.vapid.privateKey, 'aes128gcm', expires) as unknown as Record<string, string>;
  vapidCache.set(key, { headers, expires });
  return headers;
}

/** A path of this site (never another origin): where tapping the notification leads. */
const ownPath = (url: unknown) => (typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') ? url : null);

/**
 * The `push` task: one notification (or message) to one device (decision 0056). The content is
 * read when the job runs, and nothing is sent when it is gone or already read. The request is
 * built with web-push (its VAPID JWT, kept per push service, and its RFC 8291 aes128gcm
 * encryption) and sent with fetch (keep-alive, a timeout, plain http for a test's push service); a push
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

  const body = webpush.encrypt(device.p256dh, device.auth, JSON.stringify(payload), 'aes128gcm').cipherText;
  const res = await fetch(device.endpoint, {
    method: 'POST',
    headers: {
      ...vapidHeaders(device.endpoint, settings),
      TTL: String(TTL_SECONDS),
      Urgency: 'normal',
      // A device shows one notification per topic: a repeat replaces it (RFC 8030, ≤ 32 url-safe characters).
      Topic: payload.tag.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 32),
      'Content-Encoding': 'aes128gcm',
      'Content-Type': 'application/octet-stream',
    },
    body: new Uint8Array(body),
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

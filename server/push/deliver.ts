import { inArray, sql } from 'drizzle-orm';
import webpush from 'web-push';
import type { PushPayload } from '../../contracts/push';
import type { Db } from '../db/client';
import { pushSubscriptions } from '../db/schema/index';
import { translator } from '../i18n/translate';
import { endpointAllowed } from './endpoint';
import type { VapidKeys } from './vapid';

/** What a worker needs to push: the key pair, its subject and the push services allowed. */
export type PushSettings = { vapid: VapidKeys; subject: string; serviceOrigins: string[] };
/** One push: a notification (or message) to one device. */
export type PushItem = { subscriptionId: string; notificationId?: string; messageId?: string };
/**
 * A push job (decision 0061): up to PUSH_BATCH pushes, and how many times these were tried. A
 * job queued before batching holds one push at its top level, and is read the same way.
 */
export type PushJob = { pushes?: PushItem[]; attempt?: number } & Partial<PushItem>;
export type PushOutcome = 'sent' | 'skipped' | 'expired' | 'failed';

/** A push not accepted at once waits this long at the push service for the device (then it is dropped). */
const TTL_SECONDS = 24 * 3600;
const TIMEOUT_MS = 10_000;
/**
 * Requests one job has in flight at once. Each mostly waits for the push service; the bound keeps
 * a broadcast's batch from opening hundreds of connections (fetch keeps them alive and reuses them).
 */
export const SEND_CONCURRENCY = 16;

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

type Target = { item: PushItem; device: { id: string; userId: string; endpoint: string; p256dh: string; auth: string }; payload: PushPayload };

/**
 * The `push` task (decisions 0056, 0061): a batch of pushes, each a notification (or message) to
 * one device. What to send is read for the whole batch in one statement when the job runs, and
 * nothing is sent for a device gone or a notification gone or already read. Each request is built
 * with web-push (its VAPID JWT, kept per push service, and its RFC 8291 aes128gcm encryption) and
 * sent with fetch (keep-alive, a timeout, plain http for a test's push service), SEND_CONCURRENCY
 * at a time. A push service answering 404/410 says the subscription has expired: its row is
 * removed. The batch's bookkeeping is two statements at its end. A push that failed in a way a
 * retry may mend (5xx, 429, a network error) is answered `failed`: the caller queues those again,
 * never the ones already sent, so a retry cannot push twice to the same device.
 */
export async function deliverPushes(db: Db, settings: PushSettings, items: PushItem[]): Promise<Map<PushItem, PushOutcome>> {
  const outcomes = new Map<PushItem, PushOutcome>(items.map((i) => [i, 'skipped' as PushOutcome]));
  const targets = await readTargets(db, settings, items);
  const sent: string[] = [];
  const expired: string[] = [];
  let next = 0;
  const lane = async () => {
    while (next < targets.length) {
      const target = targets[next++];
      const outcome = await sendOne(settings, target).catch((): PushOutcome => 'failed');
      outcomes.set(target.item, outcome);
      if (outcome === 'sent') sent.push(target.device.id);
      if (outcome === 'expired') expired.push(target.device.id);
    }
  };
  await Promise.all(Array.from({ length: Math.min(SEND_CONCURRENCY, targets.length) }, lane));
  if (expired.length) await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, [...new Set(expired)]));
  if (sent.length) await db.update(pushSubscriptions).set({ lastPushedAt: new Date() }).where(inArray(pushSubscriptions.id, [...new Set(sent)]));
  return outcomes;
}

async function sendOne(settings: PushSettings, { device, payload }: Target): Promise<PushOutcome> {
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
  if (res.status === 404 || res.status === 410) return 'expired';
  if (res.status >= 200 && res.status < 300) return 'sent';
  // 400/403/413 will not improve on a retry (a malformed or foreign subscription): give up on this one.
  if (res.status >= 400 && res.status < 500 && res.status !== 429) return 'skipped';
  return 'failed';
}

/** Every push of the batch that still has something to send, with its device and payload: one statement (and one per message). */
async function readTargets(db: Db, settings: PushSettings, items: PushItem[]): Promise<Target[]> {
  const { rows } = await db.execute<{
    i: number; id: string; user_id: string; endpoint: string; p256dh: string; auth: string;
    title: string | null; message: string | null; data: Record<string, unknown> | null; read: boolean | null;
  }>(sql`
    select x.i, s.id, s.user_id, s.endpoint, s.p256dh, s.auth, n.title, n.message, n.data, n.read
    from jsonb_array_elements(${JSON.stringify(items)}::jsonb) with ordinality as x(item, i)
    join push_subscriptions s on s.id = (x.item ->> 'subscriptionId')::uuid
    left join notifications n on n.id = (x.item ->> 'notificationId')::uuid and n.user_id = s.user_id`);
  const messages = new Map<string, Promise<PushPayload | null>>();
  const targets: Target[] = [];
  for (const r of rows) {
    const item = items[Number(r.i) - 1];
    const device = { id: r.id, userId: r.user_id, endpoint: r.endpoint, p256dh: r.p256dh, auth: r.auth };
    // Checked again at send time: the list of allowed services may have changed since it subscribed.
    if (!endpointAllowed(device.endpoint, settings.serviceOrigins)) continue;
    let payload: PushPayload | null = null;
    if (item.notificationId) {
      if (r.title === null || r.read) continue;
      const data = r.data ?? {};
      const url = ownPath(data.url) ?? (typeof data.meetupId === 'string' ? `/meetups/${data.meetupId}` : '/');
      payload = { title: r.title, body: r.message ?? '', url, tag: `n-${item.notificationId}` };
    } else if (item.messageId) {
      const key = `${item.messageId} ${device.userId}`;
      if (!messages.has(key)) messages.set(key, messagePayload(db, item.messageId, device.userId));
      payload = await messages.get(key)!;
    }
    if (payload) targets.push({ item, device, payload });
  }
  return targets;
}

/** A message is pushed without its text (like its email, decision 0045): who wrote, and where to read it. */
async function messagePayload(db: Db, messageId: string, userId: string): Promise<PushPayload | null> {
  const { rows } = await db.execute<{ conversation_id: string; sender_name: string | null; locale: string | null; status: string; read: boolean; hidden: boolean }>(sql`
    select m.conversation_id, p.name as sender_name, rp.locale, c.status,
      coalesce(cm.last_read_message_id >= m.id, false) as read, u.is_suspended as hidden
    from messages m
    join conversations c on c.id = m.conversation_id
    join conversation_members cm on cm.conversation_id = m.conversation_id and cm.user_id = ${userId}::uuid
    join users u on u.id = m.sender_id
    join profiles p on p.id = m.sender_id
    left join profiles rp on rp.id = ${userId}::uuid
    where m.id = ${messageId}::bigint and m.sender_id <> ${userId}::uuid`);
  const m = rows[0];
  if (!m || m.read || m.hidden) return null;
  // In the recipient's language, like their notifications (issue 29).
  const t = translator(m.locale);
  return {
    title: m.sender_name || t('api.notices.aMember'),
    body: t(m.status === 'request' ? 'api.push.sentMessageRequest' : 'api.push.sentMessage'),
    url: `/messages/${m.conversation_id}`,
    tag: `c-${m.conversation_id}`,
  };
}

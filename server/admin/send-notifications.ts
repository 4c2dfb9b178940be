import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AdminSendNotificationsResponse } from '../../contracts/admin';
import type { Role } from '../../contracts/roles';
import type { Db } from '../db/client';
import { broadcasts, profiles, users } from '../db/schema/index';
import { enqueue } from '../jobs/queue';
import { BROADCAST_TASK, countAudience } from './broadcast-job';
import { badRequest, notFound } from '../errors';
import { notify } from '../notifications/notify';

type Send = { title: string; message: string; type: 'info'; mode: 'broadcast' | 'single'; userId: string | null; role: Role | ''; idempotencyKey?: string; senderId: string | null };

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const ROLE_NOUN: Record<Role, [string, string]> = {
  basic: ['basic member', 'basic members'],
  professional: ['professional', 'professionals'],
  venue: ['venue partner', 'venue partners'],
};

/**
 * admin-send-notifications: one in-app notification per recipient, the recipient's preferences
 * applying and open sessions receiving it live. A single send goes through `notify` at once; a
 * broadcast to every active (unsuspended) member, or only those with `role`, is a job
 * (server/admin/broadcast-job.ts) and the answer says whom it is being sent to.
 */
export async function sendNotifications(db: Db, input: Send): Promise<AdminSendNotificationsResponse> {
  const content = { type: input.type, title: input.title, message: input.message, data: { source: 'admin' } };

  if (input.mode === 'single') {
    if (!input.userId) throw badRequest('invalid_request', 'userId: Enter the id of the user to notify, or leave it blank to broadcast.');
    const [target] = await db
      .select({ id: users.id, email: users.email })
      .from(users)
      .innerJoin(profiles, eq(profiles.id, users.id))
      .where(eq(users.id, input.userId));
    if (!target) throw notFound('No user has that id.');
    const row = await db.transaction((tx) => notify(tx, { userId: target.id, ...content }));
    return row
      ? { message: `Sent to ${target.email}.`, recipients: 1, sent: 1, skipped: 0 }
      : { message: `${target.email} has turned these notifications off, so nothing was sent.`, recipients: 1, sent: 0, skipped: 1 };
  }

  // A broadcast is recorded and its delivery enqueued in one transaction (decision 0025): the
  // request never touches members one by one, and a retry with the same idempotency key finds
  // the first request's row and answers as it did, so members get it once.
  const key = input.idempotencyKey ?? randomUUID();
  const role = input.role || null;
  const { recipients, allowed: sent } = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(broadcasts)
      .values({ idempotencyKey: key, senderId: input.senderId, title: input.title, message: input.message, type: input.type, role })
      .onConflictDoNothing()
      .returning();
    const [b] = created ? [created] : await tx.select().from(broadcasts).where(eq(broadcasts.idempotencyKey, key));
    if (b.recipients !== null && b.sent !== null) return { recipients: b.recipients, allowed: b.sent };
    const audience = await countAudience(tx, role);
    await tx.update(broadcasts).set({ recipients: audience.recipients, sent: audience.allowed }).where(eq(broadcasts.id, b.id));
    if (audience.allowed > 0) await enqueue(tx, BROADCAST_TASK, { broadcastId: b.id }, { jobKey: `${BROADCAST_TASK}:${b.id}` });
    return audience;
  });
  const skipped = recipients - sent;
  const who = input.role ? plural(sent, ...ROLE_NOUN[input.role]) : plural(sent, 'member', 'members');
  const note = skipped ? ` ${plural(skipped, 'member has', 'members have')} these notifications turned off.` : '';
  const message = recipients === 0 ? 'No members match, so nothing was sent.' : sent === 0 ? `Nothing was sent.${note}` : `Sending to ${who}.${note}`;
  return { message, recipients, sent, skipped };
}


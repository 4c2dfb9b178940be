import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AdminSendNotificationsResponse } from '../../contracts/admin';
import type { Role } from '../../contracts/roles';
import type { Db } from '../db/client';
import { broadcasts, profiles, users } from '../db/schema/index';
import { enqueue } from '../jobs/queue';
import { BROADCAST_TASK, hasAudience } from './broadcast-job';
import { badRequest, notFound } from '../errors';
import { notify } from '../notifications/notify';
import type { Translate } from '../../contracts/i18n/messages';
import { translator } from '../i18n/translate';

type Send = { title: string; message: string; type: 'info'; mode: 'broadcast' | 'single'; userId: string | null; role: Role | ''; idempotencyKey?: string; senderId: string | null };

/**
 * admin-send-notifications: one in-app notification per recipient, the recipient's preferences
 * applying and open sessions receiving it live. A single send goes through `notify` at once; a
 * broadcast to every active (unsuspended) member, or only those with `role`, is a job
 * (server/admin/broadcast-job.ts) and the answer says whom it is being sent to.
 */
export async function sendNotifications(db: Db, input: Send, t: Translate = translator(null)): Promise<AdminSendNotificationsResponse> {
  const content = { type: input.type, title: input.title, message: input.message, data: { source: 'admin' } };

  if (input.mode === 'single') {
    if (!input.userId) throw badRequest('invalid_request', 'api.admin.notifyUserIdMissing');
    const [target] = await db
      .select({ id: users.id, email: users.email })
      .from(users)
      .innerJoin(profiles, eq(profiles.id, users.id))
      .where(eq(users.id, input.userId));
    if (!target) throw notFound('api.admin.noSuchUser');
    const row = await db.transaction((tx) => notify(tx, { userId: target.id, ...content }));
    return row
      ? { message: t('api.admin.sentTo', { email: target.email }), recipients: 1, sent: 1, skipped: 0 }
      : { message: t('api.admin.notificationsOff', { email: target.email }), recipients: 1, sent: 0, skipped: 1 };
  }

  // A broadcast is recorded and its delivery enqueued in one transaction (decision 0025): the
  // request never touches members one by one (not even to count them: that alone takes longer
  // than the answer may), and a retry with the same idempotency key finds the first request's
  // row and enqueues nothing, so members get it once. The job records how many it reached.
  const key = input.idempotencyKey ?? randomUUID();
  const role = input.role || null;
  const anyone = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(broadcasts)
      .values({ idempotencyKey: key, senderId: input.senderId, title: input.title, message: input.message, type: input.type, role })
      .onConflictDoNothing()
      .returning({ id: broadcasts.id });
    if (!created) return true; // a retry: the first request decided
    if (!(await hasAudience(tx, role))) return false;
    await enqueue(tx, BROADCAST_TASK, { broadcastId: created.id }, { jobKey: `${BROADCAST_TASK}:${created.id}` });
    return true;
  });
  if (!anyone) return { message: t('api.admin.noMembersMatch'), recipients: 0, sent: 0, skipped: 0 };
  return { message: t('api.admin.sendingTo', { role: role ?? 'all' }), recipients: null, sent: null, skipped: null };
}

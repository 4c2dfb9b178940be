import { and, asc, eq, gt, type SQL } from 'drizzle-orm';
import type { AdminSendNotificationsResponse } from '../../contracts/admin';
import type { Role } from '../../contracts/roles';
import type { Db } from '../db/client';
import { profiles, users } from '../db/schema/index';
import { badRequest, notFound } from '../errors';
import { notify } from '../notifications/notify';

const BATCH = 200;

type Send = { title: string; message: string; type: 'info'; mode: 'broadcast' | 'single'; userId: string | null; role: Role | '' };

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const ROLE_NOUN: Record<Role, [string, string]> = {
  basic: ['basic member', 'basic members'],
  professional: ['professional', 'professionals'],
  venue: ['venue partner', 'venue partners'],
};

/**
 * admin-send-notifications: one in-app notification per recipient through `notify`, so the
 * recipient's preferences apply and open sessions receive it live. A broadcast goes to every
 * active (unsuspended) member, or only those with `role`, in batches of 200 per transaction.
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

  let sent = 0;
  let recipients = 0;
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const conds: SQL[] = [eq(users.isSuspended, false), gt(users.id, after)];
    if (input.role) conds.push(eq(profiles.role, input.role));
    const batch = await db
      .select({ id: users.id })
      .from(users)
      .innerJoin(profiles, eq(profiles.id, users.id))
      .where(and(...conds))
      .orderBy(asc(users.id))
      .limit(BATCH);
    if (batch.length === 0) break;
    after = batch[batch.length - 1].id;
    recipients += batch.length;
    sent += await db.transaction(async (tx) => {
      let n = 0;
      for (const { id } of batch) if (await notify(tx, { userId: id, ...content })) n++;
      return n;
    });
    if (batch.length < BATCH) break;
  }
  const skipped = recipients - sent;
  const who = input.role ? plural(sent, ...ROLE_NOUN[input.role]) : plural(sent, 'member', 'members');
  const note = skipped ? ` ${plural(skipped, 'member has', 'members have')} these notifications turned off.` : '';
  const message = recipients === 0 ? 'No members match, so nothing was sent.' : `Sent to ${who}.${note}`;
  return { message, recipients, sent, skipped };
}


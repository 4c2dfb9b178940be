import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { queueTemplateEmail } from '../email/email-user';
import { enqueue } from '../jobs/queue';
import type { WorkerDeps } from '../jobs/task';
import { conversationShownSql } from './visible';

// The email about unread messages (issue 26): at most one every MESSAGES_EMAIL_EVERY_HOURS per
// member, per their "Unread messages" switch, sent by a job — never by the request that sent
// the message.

export const UNREAD_EMAIL_JOB = 'messages_unread_email';
/** A member reading in the app within this time gets no email at all. */
export const UNREAD_EMAIL_DELAY_MS = 10 * 60_000;

type Payload = { userId: string; everyMs: number };

/**
 * Called by a send, in its transaction: one pending job per recipient (the job key), so a
 * hundred messages make one email. A job already waiting keeps its time.
 */
export async function scheduleUnreadEmail(tx: Tx, userId: string, everyMs: number): Promise<void> {
  await enqueue(tx, UNREAD_EMAIL_JOB, { userId, everyMs } satisfies Payload, { jobKey: `${UNREAD_EMAIL_JOB}:${userId}`, runAt: new Date(Date.now() + UNREAD_EMAIL_DELAY_MS) });
}

/**
 * The job: under the member's profile row lock (two runners, or a retry, cannot both send),
 * if an email went out less than `everyMs` ago it plans one for when the gap is over (under
 * another key: its own key is still held by this job); otherwise it emails about what is still
 * unread, if anything, and marks the time on the member's conversation rows.
 */
export async function unreadEmailJob(deps: WorkerDeps, payload: Payload): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const { userId, everyMs } = payload;
    const { rows: who } = await tx.execute(sql`select 1 from profiles where id = ${userId} for update`);
    if (who.length === 0) return;
    const { rows: last } = await tx.execute<{ at: string | null }>(sql`select max(emailed_at) as at from conversation_members where user_id = ${userId}`);
    const lastAt = last[0]?.at ? new Date(last[0].at).getTime() : 0;
    if (lastAt > Date.now() - everyMs) {
      await enqueue(tx, UNREAD_EMAIL_JOB, payload, { jobKey: `${UNREAD_EMAIL_JOB}:${userId}:later`, runAt: new Date(lastAt + everyMs) });
      return;
    }
    const { rows } = await tx.execute<{ name: string | null; count: number }>(sql`select p.name, cm.unread_count as count
        from conversation_members cm
        join conversations c on c.id = cm.conversation_id and c.status <> 'ignored'
        join profiles p on p.id = cm.other_user_id
       where cm.user_id = ${userId} and cm.unread_count > 0 and ${conversationShownSql(sql`cm.other_user_id`)}
       order by cm.last_message_at desc`);
    if (rows.length === 0) return;
    const total = rows.reduce((n, r) => n + Number(r.count), 0);
    const senders = rows.slice(0, 5).map((r) => ({ name: r.name || null, count: Number(r.count) }));
    await queueTemplateEmail(tx, { appName: deps.appName, origin: deps.origin }, { userId, type: 'unread_messages', data: { total, senders, more_senders: rows.length - senders.length } });
    // Marked whether or not the switch let it go: the gap is about what we would have sent.
    await tx.execute(sql`update conversation_members set emailed_at = now() where user_id = ${userId} and unread_count > 0`);
  });
}

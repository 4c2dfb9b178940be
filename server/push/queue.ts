import { sql, type SQL } from 'drizzle-orm';
import { PUSH_KEY_BY_TYPE } from '../../contracts/push';
import type { Db, Tx } from '../db/client';
import { QUEUE_SCHEMA } from '../jobs/queue';

export const PUSH_TASK = 'push';
const Q = sql.raw(QUEUE_SCHEMA);
const PUSH_KEYS = JSON.stringify(PUSH_KEY_BY_TYPE);

/** The SQL twin of the push switches: `all` on and the type's own switch on (a missing key counts as on). */
const pushAllowed = (key: SQL) => sql`(p.push_preferences -> 'all') is distinct from 'false'::jsonb and (p.push_preferences -> ${key}) is distinct from 'false'::jsonb`;

/**
 * One push job per device of each recipient, in one statement, keyed `push:<source>:<device>` so
 * each device gets each notification once whatever the workers (decision 0056). `source` selects
 * (id, user_id, type) of notifications just written (a CTE's name or a subquery); types that are
 * not pushed, and switched-off ones, queue nothing. The jobs exist only if the caller commits.
 */
export const pushJobsFor = (source: SQL): SQL => sql`
  select count(*)::int as queued from ${Q}.add_jobs(array(
    select json_populate_record(null::${Q}.job_spec, json_build_object(
      'identifier', ${PUSH_TASK}::text,
      'payload', json_build_object('notificationId', src.id, 'subscriptionId', s.id),
      'job_key', 'push:' || src.id || ':' || s.id,
      'max_attempts', 5))
    from ${source} src
    join push_subscriptions s on s.user_id = src.user_id
    join profiles p on p.id = src.user_id
    where (${PUSH_KEYS}::jsonb ->> src.type) is not null and ${pushAllowed(sql`(${PUSH_KEYS}::jsonb ->> src.type)`)}
  ), true)`;

/** Pushes one notification just written by notify() to its recipient's devices (after commit). */
export async function queueNotificationPush(db: Db | Tx, n: { id: string; userId: string; type: string }): Promise<void> {
  if (!PUSH_KEY_BY_TYPE[n.type]) return;
  await db.execute(pushJobsFor(sql`(select ${n.id}::uuid as id, ${n.userId}::uuid as user_id, ${n.type}::text as type)`));
}

/** Pushes a new message to its recipient's devices (after commit), under the `messages` switch. */
export async function queueMessagePush(db: Db | Tx, m: { messageId: string; recipientId: string }): Promise<void> {
  await db.execute(sql`
    select 1 from ${Q}.add_jobs(array(
      select json_populate_record(null::${Q}.job_spec, json_build_object(
        'identifier', ${PUSH_TASK}::text,
        'payload', json_build_object('messageId', ${m.messageId}::text, 'subscriptionId', s.id),
        'job_key', 'push:message:' || ${m.messageId}::text || ':' || s.id,
        'max_attempts', 5))
      from push_subscriptions s join profiles p on p.id = s.user_id
      where s.user_id = ${m.recipientId}::uuid and ${pushAllowed(sql`'messages'`)}
    ), true)`);
}

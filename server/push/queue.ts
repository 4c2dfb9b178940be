import { sql, type SQL } from 'drizzle-orm';
import { PUSH_KEY_BY_TYPE } from '../../contracts/push';
import type { Db, Tx } from '../db/client';
import { QUEUE_SCHEMA } from '../jobs/queue';

export const PUSH_TASK = 'push';
/**
 * Pushes one job carries (decision 0061). A broadcast to 10,000 devices is 50 jobs, not 10,000:
 * the queue's own cost (taking, locking and completing a job) is paid once a batch, and a batch
 * is read and written back in a few statements. Small enough that a batch is sent in a few
 * seconds and several runners share a broadcast.
 */
export const PUSH_BATCH = 200;
const Q = sql.raw(QUEUE_SCHEMA);
const PUSH_KEYS = JSON.stringify(PUSH_KEY_BY_TYPE);

/** The SQL twin of the push switches: `all` on and the type's own switch on (a missing key counts as on). */
const pushAllowed = (key: SQL) => sql`(p.push_preferences -> 'all') is distinct from 'false'::jsonb and (p.push_preferences -> ${key}) is distinct from 'false'::jsonb`;

/**
 * Jobs of up to PUSH_BATCH pushes from `pairs`, which selects (source_id, item, sort) — the item
 * a json push — one job each, keyed by its first push (`push:<source>:<device>`, decision 0056),
 * so a batch is queued once whatever runs the statement. Answers how many jobs.
 */
const batchedJobs = (pairs: SQL): SQL => sql`
  select count(*)::int as queued from ${Q}.add_jobs(array(
    select json_populate_record(null::${Q}.job_spec, json_build_object(
      'identifier', ${PUSH_TASK}::text,
      'payload', json_build_object('pushes', json_agg(b.item order by b.sort)),
      'job_key', 'push:' || (array_agg(b.key order by b.sort))[1],
      'max_attempts', 5))
    from (select pairs.*, (row_number() over (order by pairs.sort) - 1) / ${PUSH_BATCH} as batch from (${pairs}) pairs) b
    group by b.batch
  ), true)`;

/**
 * Push jobs for every device of each recipient, in one statement (decisions 0056, 0061). `source`
 * selects (id, user_id, type) of notifications just written (a CTE's name or a subquery); types
 * that are not pushed, and switched-off ones, queue nothing. The jobs exist only if the caller commits.
 */
export const pushJobsFor = (source: SQL): SQL =>
  batchedJobs(sql`
    select src.id::text || ':' || s.id::text as key, src.id::text || ':' || s.id::text as sort,
      json_build_object('notificationId', src.id, 'subscriptionId', s.id) as item
    from ${source} src
    join push_subscriptions s on s.user_id = src.user_id
    join profiles p on p.id = src.user_id
    where (${PUSH_KEYS}::jsonb ->> src.type) is not null and ${pushAllowed(sql`(${PUSH_KEYS}::jsonb ->> src.type)`)}`);

/** Pushes one notification just written by notify() to its recipient's devices (after commit). */
export async function queueNotificationPush(db: Db | Tx, n: { id: string; userId: string; type: string }): Promise<void> {
  if (!PUSH_KEY_BY_TYPE[n.type]) return;
  await db.execute(pushJobsFor(sql`(select ${n.id}::uuid as id, ${n.userId}::uuid as user_id, ${n.type}::text as type)`));
}

/** Pushes a new message to its recipient's devices (after commit), under the `messages` switch. */
export async function queueMessagePush(db: Db | Tx, m: { messageId: string; recipientId: string }): Promise<void> {
  await db.execute(
    batchedJobs(sql`
      select 'message:' || ${m.messageId}::text || ':' || s.id::text as key, s.id::text as sort,
        json_build_object('messageId', ${m.messageId}::text, 'subscriptionId', s.id) as item
      from push_subscriptions s join profiles p on p.id = s.user_id
      where s.user_id = ${m.recipientId}::uuid and ${pushAllowed(sql`'messages'`)}`),
  );
}

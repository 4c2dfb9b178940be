import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUEUE_SCHEMA } from '../../server/jobs/queue';
import type { WorkerDeps } from '../../server/jobs/task';
import { PUSH_BATCH, pushJobsFor } from '../../server/push/queue';
import { callFn, caller } from '../helpers/admin-fixtures';
import { drainJobs } from '../helpers/jobs';
import { jobWorker } from '../helpers/meetup-fixtures';
import { startPushService, type PushService, type TestSubscription } from '../helpers/push-service';
import { createTestApp, type TestApp } from '../helpers/test-app';

// Pushes go out in jobs of up to PUSH_BATCH devices (decision 0061). What must still hold: each
// device gets each notification once whatever the workers, and a push the service could not take
// is tried again on its own — the devices of its batch already reached are not pushed twice.
const Q = sql.raw(QUEUE_SCHEMA);
type JobRow = { key: string; payload: { pushes: Array<{ subscriptionId: string; notificationId: string }> } };
let t: TestApp;
let ps: PushService;
let worker: WorkerDeps;
beforeAll(async () => {
  ps = await startPushService();
  t = await createTestApp({ env: { PUSH_SERVICE_ORIGINS: ps.origin } });
  worker = await jobWorker(t);
});
afterAll(async () => {
  await t.close();
  await ps.close();
});

/** `count` members with one device each, written in bulk (signing up hundreds one by one would take minutes). */
async function membersWithDevices(count: number, tag: string): Promise<TestSubscription[]> {
  const subs = Array.from({ length: count }, () => ps.subscription());
  await t.db.execute(sql`
    with u as (
      insert into users (email, password_hash, email_confirmed_at)
      select ${tag} || '-' || g || '@batch.example', 'x', now() from generate_series(1, ${count}::int) g
      returning id, email
    ), p as (
      insert into profiles (id, email, name, membership_number, role)
      select id, email, 'Batch member', 'BT' || md5(email), 'basic' from u
      returning id, email
    )
    insert into push_subscriptions (user_id, endpoint, p256dh, auth)
    select p.id, s.endpoint, s.p256dh, s.auth
    from (select id, row_number() over (order by email) as n from p) p
    join jsonb_to_recordset(${JSON.stringify(subs.map((s, i) => ({ n: i + 1, endpoint: s.endpoint, p256dh: s.keys.p256dh, auth: s.keys.auth })))}::jsonb)
      as s(n int, endpoint text, p256dh text, auth text) on s.n = p.n`);
  return subs;
}

describe('push batches', () => {
  it('a broadcast to more devices than one batch holds: every device receives it exactly once with two workers and the app’s own runner', async () => {
    const admin = await caller(t, 'professional', { admin: 0 });
    const count = PUSH_BATCH * 2 + 37;
    const subs = await membersWithDevices(count, 'broadcast');
    const sent = await callFn(t, 'admin-send-notifications', admin, { type: 'info', mode: 'broadcast', title: 'Batch broadcast', message: 'To every device once.', idempotencyKey: 'push-batches-1' });
    expect(sent.statusCode, sent.body).toBe(200);
    const other: WorkerDeps = { ...worker };
    await Promise.all([drainJobs(worker), drainJobs(other)]);
    await ps.waitFor(() => subs.every((s) => ps.pushesTo(s.token).length >= 1), 60_000);
    // The sentinel: a second broadcast, queued after the first is done, reaches every device too;
    // by then any second copy of the first would have arrived.
    const sentinel = await callFn(t, 'admin-send-notifications', admin, { type: 'info', mode: 'broadcast', title: 'Batch sentinel', message: 'After the first.', idempotencyKey: 'push-batches-2' });
    expect(sentinel.statusCode, sentinel.body).toBe(200);
    await Promise.all([drainJobs(worker), drainJobs(other)]);
    await ps.waitFor(() => subs.every((s) => ps.pushesTo(s.token).length >= 2), 60_000);
    for (const s of subs) expect(ps.pushesTo(s.token).map((p) => p.payload.title)).toEqual(['Batch broadcast', 'Batch sentinel']);
  }, 180_000);

  it('queues one job per batch of at most PUSH_BATCH devices, each device in exactly one', async () => {
    const count = PUSH_BATCH + 1;
    const subs = await membersWithDevices(count, 'count');
    const endpoints = subs.map((s) => s.endpoint);
    // Inside a transaction that is rolled back: no runner sees these jobs, the test reads them.
    const seen: JobRow[] = await t.db
      .transaction(async (tx) => {
        await tx.execute(sql`
          insert into notifications (user_id, type, title, message)
          select s.user_id, 'info', 'Counted', 'How many jobs?' from push_subscriptions s where s.endpoint in (select jsonb_array_elements_text(${JSON.stringify(endpoints)}::jsonb))`);
        await tx.execute(pushJobsFor(sql`(select id, user_id, type from notifications where title = 'Counted')`));
        const { rows } = await tx.execute<JobRow>(
          // The payloads: graphile-worker's public `jobs` view leaves them out, its table has them.
          sql`select j.key, j.payload from ${Q}._private_jobs j join ${Q}._private_tasks k on k.id = j.task_id where k.identifier = 'push' order by j.id`,
        );
        throw new Rollback(rows);
      })
      .catch((e: unknown) => {
        if (e instanceof Rollback) return e.rows;
        throw e;
      });
    const ids = new Set(await Promise.all(subs.map(deviceId)));
    const mine = seen.filter((j) => j.payload.pushes?.some((p) => ids.has(p.subscriptionId)));
    expect(mine.map((j) => j.payload.pushes.length).sort((a, b) => b - a)).toEqual([PUSH_BATCH, 1]);
    const devices = mine.flatMap((j) => j.payload.pushes.map((p) => p.subscriptionId));
    expect(new Set(devices).size).toBe(count);
    for (const j of mine) expect(j.key).toBe(`push:${j.payload.pushes[0].notificationId}:${j.payload.pushes[0].subscriptionId}`);
  });

  it('a push the service cannot take now is tried again on its own later; the batch’s other devices are not pushed twice', async () => {
    const admin = await caller(t, 'professional', { admin: 0 });
    const [busy, fine] = await membersWithDevices(2, 'retry');
    ps.answer(busy.token, 503);
    const sent = await callFn(t, 'admin-send-notifications', admin, { type: 'info', mode: 'broadcast', title: 'Retried', message: 'Once each, in the end.', idempotencyKey: 'push-batches-4' });
    expect(sent.statusCode, sent.body).toBe(200);
    await drainJobs(worker);
    await ps.waitFor(() => ps.pushesTo(fine.token).length === 1);
    expect(ps.pushesTo(busy.token)).toEqual([]);
    // The service recovers; the retry is due later (a day on is past any backoff) and holds only the push that failed.
    ps.answer(busy.token, 201);
    await drainJobs(worker, new Date(Date.now() + 24 * 3600_000));
    await ps.waitFor(() => ps.pushesTo(busy.token).length === 1);
    // Sentinel: one more broadcast reaches both once more; the first device never got the first twice.
    await callFn(t, 'admin-send-notifications', admin, { type: 'info', mode: 'broadcast', title: 'Retry sentinel', message: 'Last.', idempotencyKey: 'push-batches-5' });
    await drainJobs(worker);
    await ps.waitFor(() => ps.pushesTo(fine.token).length === 2 && ps.pushesTo(busy.token).length === 2);
    expect(ps.pushesTo(fine.token).map((p) => p.payload.title)).toEqual(['Retried', 'Retry sentinel']);
    expect(ps.pushesTo(busy.token).map((p) => p.payload.title)).toEqual(['Retried', 'Retry sentinel']);
  }, 120_000);
});

class Rollback extends Error {
  constructor(readonly rows: JobRow[]) {
    super('rollback');
  }
}

const deviceId = async (s: TestSubscription) => {
  const { rows } = await t.db.execute<{ id: string }>(sql`select id from push_subscriptions where endpoint = ${s.endpoint}`);
  return rows[0].id;
};

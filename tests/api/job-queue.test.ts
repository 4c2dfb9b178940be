import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { queueEmail } from '../../server/email/queue';
import { transportFor } from '../../server/email/transport';
import { uniqueEmail } from '../helpers/auth';
import { queuedEmailsTo } from '../helpers/jobs';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { until } from '../helpers/until';

// The job queue (graphile-worker, decision 0025) as several instances and a restart see it: every
// instance built by buildApp runs the queue, and each job runs once, whichever instance takes it.
let t: TestApp;
let second: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp();
  // A second instance of the app on the same database (and the same outbox, as on one mail server).
  second = await buildApp({ config: t.config, db: t.db, emailTransport: transportFor(t.config) });
  await Promise.all([t.app.ready(), second.ready()]);
});
afterAll(async () => {
  await second.close();
  await t.close();
});

const mail = (to: string, subject: string) => ({ to, subject, html: `<p>${subject}</p>`, text: subject, templateType: 'test' });
const deliveredTo = async (to: string) => (await t.outbox()).filter((m) => m.to === to);

describe('job queue across instances', () => {
  it('runs each of many jobs once with two instances running the queue', async () => {
    const recipients = Array.from({ length: 40 }, (_, i) => uniqueEmail(`two${i}`));
    await t.db.transaction(async (tx) => {
      for (const to of recipients) await queueEmail(tx, mail(to, 'Two instances'));
    });
    await until(async () => (await Promise.all(recipients.map(deliveredTo))).every((m) => m.length > 0), 20_000);
    // A sentinel queued after them: once it is delivered, a duplicate would have been too.
    const sentinel = uniqueEmail('sentinel');
    await queueEmail(t.db, mail(sentinel, 'Sentinel'));
    await until(async () => (await deliveredTo(sentinel)).length > 0);
    for (const to of recipients) expect(await deliveredTo(to), to).toHaveLength(1);
  });

  it('a job queued while no instance runs is run once by the instance started after', async () => {
    await Promise.all([t.app.close(), second.close()]);
    const to = uniqueEmail('restart');
    await queueEmail(t.db, mail(to, 'Queued during the restart'));
    // Nothing runs it while both instances are down.
    expect(await queuedEmailsTo(t.db, to)).toHaveLength(1);

    t.app = await buildApp({ config: t.config, db: t.db, emailTransport: transportFor(t.config) });
    second = await buildApp({ config: t.config, db: t.db, emailTransport: transportFor(t.config) });
    await Promise.all([t.app.ready(), second.ready()]);
    await until(async () => (await deliveredTo(to)).length > 0);
    const sentinel = uniqueEmail('sentinel-restart');
    await queueEmail(t.db, mail(sentinel, 'Sentinel'));
    await until(async () => (await deliveredTo(sentinel)).length > 0);
    expect(await deliveredTo(to)).toHaveLength(1);
    expect(await queuedEmailsTo(t.db, to)).toEqual([]);
  });
});

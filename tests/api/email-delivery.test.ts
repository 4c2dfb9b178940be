import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailLogs, profiles } from '../../server/db/schema/index';
import { queueTemplateEmail } from '../../server/email/email-user';
import { MAX_EMAIL_ATTEMPTS, queueEmail } from '../../server/email/queue';
import { sendEmail } from '../../server/email/send';
import { SAMPLE_MEETUP } from '../../server/email/templates/facts';
import type { TemplateType } from '../../server/email/templates/registry';
import type { EmailTransport, OutgoingEmail } from '../../server/email/transport';
import { signUp, uniqueEmail } from '../helpers/auth';
import { queuedEmailsTo, runDueJobs } from '../helpers/jobs';
import { decodeQuotedPrintable, startSmtpSink } from '../helpers/smtp-sink';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { until } from '../helpers/until';

/** A transport that records what it delivers and fails while `down` is true. */
function flakyTransport() {
  const delivered: OutgoingEmail[] = [];
  const state = { down: false };
  const transport: EmailTransport = {
    kind: 'smtp',
    async deliver(mail) {
      if (state.down) throw new Error('connect ECONNREFUSED 127.0.0.1:2525');
      delivered.push(mail);
    },
  };
  return { transport, delivered, state };
}

const flaky = flakyTransport();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ emailTransport: flaky.transport });
});
afterAll(() => t.close());

const ctx = { appName: 'Civic Connect', origin: 'http://localhost:3000' };
const logsFor = (to: string) => t.db.select().from(emailLogs).where(eq(emailLogs.toEmail, to)).orderBy(emailLogs.id);
const jobsFor = (to: string) => queuedEmailsTo(t.db, to);
/** Another instance's runner, delivering through the same flaky transport as the app's. */
const worker = () => ({ db: t.db, emailTransport: flaky.transport, appName: 'Civic Connect', origin: 'http://localhost:3000' });
const MIN = 60_000;
const mail = (to: string) => ({ to, subject: 'Hello', html: '<p>Hi</p>', text: 'Hi', templateType: 'test' });

describe('email logs and retries', () => {
  it('logs a sent email', async () => {
    const to = uniqueEmail('sent');
    expect(await sendEmail({ db: t.db, transport: flaky.transport }, mail(to))).toEqual({ ok: true });
    const [log] = await logsFor(to);
    expect(log).toMatchObject({ toEmail: to, subject: 'Hello', templateType: 'test', status: 'sent', error: null });
  });

  it('logs a failed send with its error, queues a retry with backoff, and the retry delivers it', async () => {
    const to = uniqueEmail('retry');
    flaky.state.down = true;
    const result = await sendEmail({ db: t.db, transport: flaky.transport }, mail(to));
    flaky.state.down = false;
    expect(result).toEqual({ ok: false, error: 'connect ECONNREFUSED 127.0.0.1:2525' });
    expect(await logsFor(to)).toMatchObject([{ status: 'failed', error: 'connect ECONNREFUSED 127.0.0.1:2525', templateType: 'test' }]);
    const [job] = await jobsFor(to);
    expect(job.attempt).toBe(2);
    const wait = Date.parse(job.run_at) - Date.now();
    expect(wait).toBeGreaterThan(20_000); // first retry after ~30 s
    expect(wait).toBeLessThan(31_000);

    await runDueJobs(worker(), new Date(Date.now() + 31_000));
    const logs = await until(async () => {
      const rows = await logsFor(to);
      return rows.length === 2 && rows;
    });
    expect(logs.map((l) => l.status)).toEqual(['failed', 'sent']);
    expect(await jobsFor(to)).toEqual([]);
    expect(flaky.delivered.filter((m) => m.to === to)).toHaveLength(1);
  });

  it('backs off further on each failure and gives up after the last attempt', async () => {
    const to = uniqueEmail('giveup');
    flaky.state.down = true;
    try {
      await queueEmail(t.db, mail(to), { attemptsSoFar: 1, lastError: 'first' });
      const delays: number[] = [];
      for (let i = 2; i < MAX_EMAIL_ATTEMPTS; i++) {
        // Attempt i is made (the retry is brought forward) and fails: attempt i+1 waits in the queue.
        await runDueJobs(worker(), new Date(Date.now() + 3 * 60 * MIN));
        const [after] = await until(async () => {
          const rows = await jobsFor(to);
          return rows[0]?.attempt === i + 1 && rows;
        });
        // Attempt i failed, and the email log says why.
        expect((await logsFor(to)).at(-1)).toMatchObject({ status: 'failed', error: 'connect ECONNREFUSED 127.0.0.1:2525' });
        delays.push(Date.parse(after.run_at) - Date.now());
      }
      // 2 min, 8 min, 32 min, then 2 h (capped) between attempts.
      expect(delays.map((d) => Math.round(d / MIN))).toEqual([2, 8, 32, 120]);
      // The sixth attempt is the last: it fails, and nothing more is queued.
      await runDueJobs(worker(), new Date(Date.now() + 3 * 60 * MIN));
      const logs = await until(async () => {
        const rows = await logsFor(to);
        return rows.length === MAX_EMAIL_ATTEMPTS - 1 && rows;
      });
      expect(logs.every((l) => l.status === 'failed')).toBe(true);
      expect(await jobsFor(to)).toEqual([]);
    } finally {
      flaky.state.down = false;
    }
  });

  it('delivers each queued email exactly once with several workers running at the same time', async () => {
    const recipients = Array.from({ length: 12 }, (_, i) => uniqueEmail(`race${i}`));
    await t.db.transaction(async (tx) => {
      for (const to of recipients) await queueEmail(tx, mail(to));
    });
    await Promise.all([1, 2, 3].map(() => runDueJobs(worker())));
    await until(async () => recipients.every((to) => flaky.delivered.some((m) => m.to === to)));
    for (const to of recipients) expect(flaky.delivered.filter((m) => m.to === to)).toHaveLength(1);
  });

  it('sends nothing queued inside a transaction that rolls back', async () => {
    const to = uniqueEmail('rollback');
    await t.db
      .transaction(async (tx) => {
        await queueEmail(tx, mail(to));
        throw new Error('abort');
      })
      .catch(() => {});
    expect(await jobsFor(to)).toEqual([]);
  });
});

describe('queueTemplateEmail: email preferences (docs/product.md §5)', () => {
  const setPrefs = (id: string, prefs: Record<string, boolean>) => t.db.update(profiles).set({ emailPreferences: prefs }).where(eq(profiles.id, id));
  const data: Record<string, unknown> = {
    venue_booking: { meetup: SAMPLE_MEETUP },
    booking_approved: { meetup: SAMPLE_MEETUP },
    booking_rejected: { meetup: SAMPLE_MEETUP, rejection_reason: 'Closed' },
    meetup_reminder: { meetup: SAMPLE_MEETUP },
    meetup_cancelled: { meetup: SAMPLE_MEETUP },
    new_venue_notification: { venue: { id: 'v', name: 'Hall', address: 'Leeds' } },
    full_capacity: { meetup: SAMPLE_MEETUP, recipient: 'organizer' },
    subscription_welcome: { tier: 'professional', name: 'Pat' },
  };
  const queue = (userId: string, type: TemplateType) => queueTemplateEmail(t.db, ctx, { userId, type, data: data[type] as never });

  it('queues and delivers a template email to the member', async () => {
    const u = await signUp(t.app, { name: 'Queue Person' });
    expect(await queue(u.session.user.id, 'booking_approved')).toBe(true);
    // The sign-up's own confirmation email goes to the same address: look for this one.
    const sent = await until(async () => flaky.delivered.find((m) => m.to === u.email && m.subject.startsWith('Your meetup')));
    expect(sent.subject).toBe('Your meetup “Smart Streets Breakfast” has been approved');
    expect(sent.text).toContain('Hello Queue Person,');
    await until(async () => (await logsFor(u.email)).find((l) => l.status === 'sent' && l.templateType === 'booking_approved'));
  });

  it('all=false stops every preference-governed email but not transactional ones', async () => {
    const u = await signUp(t.app);
    await setPrefs(u.session.user.id, { all: false, venue_booking: true, booking_approved: true, booking_rejected: true, meetup_reminder: true, announcements: true });
    for (const type of ['venue_booking', 'booking_approved', 'booking_rejected', 'meetup_reminder', 'new_venue_notification', 'full_capacity'] as const) {
      expect(await queue(u.session.user.id, type), type).toBe(false);
    }
    expect(await queue(u.session.user.id, 'subscription_welcome')).toBe(true);
  });

  it.each([
    ['venue_booking', 'venue_booking', 'booking_approved'],
    ['booking_approved', 'booking_approved', 'booking_rejected'],
    ['booking_rejected', 'booking_rejected', 'meetup_reminder'],
    ['meetup_reminder', 'meetup_reminder', 'venue_booking'],
    ['announcements', 'new_venue_notification', 'meetup_cancelled'],
    ['meetup_cancelled', 'meetup_cancelled', 'new_venue_notification'],
  ] as const)('%s=false stops only %s', async (flag, blocked, allowed) => {
    const u = await signUp(t.app);
    await setPrefs(u.session.user.id, { all: true, [flag]: false });
    expect(await queue(u.session.user.id, blocked)).toBe(false);
    expect(await queue(u.session.user.id, allowed)).toBe(true);
  });

  it('queues nothing for an unknown member', async () => {
    expect(await queue('00000000-0000-4000-8000-000000000000', 'venue_booking')).toBe(false);
  });
});

describe('real SMTP exchange', () => {
  it('delivers a queued template email as multipart HTML + text to an SMTP server on 127.0.0.1', async () => {
    const sink = await startSmtpSink();
    const s = await createTestApp({ env: { SMTP_URL: sink.url } });
    try {
      const u = await signUp(s.app, { name: 'Smtp Person' });
      await queueTemplateEmail(s.db, ctx, { userId: u.session.user.id, type: 'meetup_reminder', data: { meetup: { ...SAMPLE_MEETUP, title: 'Tea & <Talks>' }, when: 'tomorrow at 08:30' } });
      const received = await until(async () => sink.received.find((m) => m.to.includes(u.email) && decodeQuotedPrintable(m.raw).includes('Subject: Reminder')));
      const raw = decodeQuotedPrintable(received.raw);
      expect(received.from).toBe('no-reply@civicconnect.example');
      expect(raw).toMatch(/Subject: Reminder: Tea & <Talks> is tomorrow at 08:30/);
      expect(raw).toMatch(/Content-Type: multipart\/alternative/);
      expect(raw).toContain('Content-Type: text/plain');
      expect(raw).toContain('Content-Type: text/html');
      expect(raw).toContain('Tea &amp; &lt;Talks&gt;');
      expect(raw).toContain('4 December 2026 at 08:30');
      await until(async () => (await s.db.select().from(emailLogs).where(eq(emailLogs.toEmail, u.email))).find((l) => l.status === 'sent'));
    } finally {
      await s.close();
      await sink.close();
    }
  });

  it('logs a failed SMTP send when no server is listening', async () => {
    const s = await createTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:9' } });
    try {
      const to = uniqueEmail('nosmtp');
      const result = await sendEmail({ db: s.db, transport: (await import('../../server/email/transport')).transportFor(s.config) }, mail(to));
      expect(result.ok).toBe(false);
      const [log] = await s.db.select().from(emailLogs).where(eq(emailLogs.toEmail, to));
      expect(log.status).toBe('failed');
      expect(log.error).toMatch(/ECONNREFUSED|connect/i);
    } finally {
      await s.close();
    }
  });
});

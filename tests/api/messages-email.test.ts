import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drainJobs, pendingJobs } from '../helpers/jobs';
import { connect } from '../helpers/message-fixtures';
import { jobWorker, setEmailPreference } from '../helpers/meetup-fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { person, type Person } from '../helpers/venue-fixtures';

// The unread-messages email (issue 26): a job after a send, one per member however many
// messages arrive, at most once every MESSAGES_EMAIL_EVERY_HOURS, per the member's switch.
// "No email" is proven by a sentinel: another member's email, sent after, has arrived.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { MESSAGES_PER_MINUTE: '1000', MESSAGES_EMAIL_EVERY_HOURS: '3' } });
});
afterAll(() => t.close());

const inMinutes = (m: number) => new Date(Date.now() + m * 60_000);
async function sendN(from: Person, to: Person, n: number) {
  for (let i = 0; i < n; i++) {
    const res = await t.app.inject({ method: 'POST', url: `/api/messages/with/${to.id}`, headers: from.headers, payload: { body: `note ${i}` } });
    expect(res.statusCode).toBe(201);
  }
}
// Only this feature's emails (sign-up sent each member a confirmation too).
const mailsTo = async (p: Person) => (await t.outbox()).filter((m) => m.to === p.email && /unread message/.test(m.subject));
async function runJobsAt(now: Date) {
  await drainJobs(await jobWorker(t), now);
}
/** Sends a message to a fresh member and runs the jobs until their email is out: anything queued before it is out too. */
async function sentinel(at: Date) {
  const s = await person(t, 'professional');
  const r = await person(t, 'basic', { name: 'Sentinel' });
  await connect(t.db, s.id, r.id);
  await sendN(s, r, 1);
  await runJobsAt(at);
  expect(await mailsTo(r)).toHaveLength(1);
}

describe('unread messages email', () => {
  it('many messages make one email; more within the window wait for the window to end', async () => {
    const sender = await person(t, 'professional', { name: 'Sol Sender' });
    const reader = await person(t, 'basic', { name: 'Rita Reader' });
    await connect(t.db, sender.id, reader.id);
    await sendN(sender, reader, 3);
    expect(await pendingJobs(t.db, `messages_unread_email:${reader.id}`)).toHaveLength(1);

    await runJobsAt(inMinutes(11));
    const first = await mailsTo(reader);
    expect(first).toHaveLength(1);
    expect(first[0].subject).toBe('You have 3 unread messages');
    expect(first[0].text).toContain('Sol Sender');
    expect(first[0].text).toContain('/messages');
    expect(first[0].text).not.toContain('note 0');

    // Two more within the window: the job runs, sends nothing, and plans one for the window's end.
    await sendN(sender, reader, 2);
    await runJobsAt(inMinutes(11));
    await sentinel(inMinutes(11));
    expect(await mailsTo(reader)).toHaveLength(1);
    const later = await pendingJobs(t.db, `messages_unread_email:${reader.id}`);
    expect(later).toHaveLength(1);
    expect(later[0].runAt.getTime()).toBeGreaterThan(Date.now() + 2.9 * 3_600_000);

    // Three hours on (the last email moved back in time): the planned job sends the second email.
    await t.db.execute(sql`update conversation_members set emailed_at = emailed_at - interval '3 hours 1 minute' where user_id = ${reader.id}`);
    await runJobsAt(inMinutes(3 * 60 + 5));
    const both = await mailsTo(reader);
    expect(both).toHaveLength(2);
    expect(both[1].subject).toBe('You have 5 unread messages');
  });

  it('no email once the messages were read, nor with the switch off', async () => {
    const sender = await person(t, 'professional');
    const reads = await person(t, 'basic');
    const off = await person(t, 'basic');
    await connect(t.db, sender.id, reads.id);
    await connect(t.db, sender.id, off.id);
    await setEmailPreference(t.db, off.id, 'unread_messages', false);
    await sendN(sender, reads, 2);
    await sendN(sender, off, 2);
    const page = (await t.app.inject({ url: `/api/messages/conversations?box=inbox`, headers: reads.headers })).json();
    const c = page.conversations[0];
    expect((await t.app.inject({ method: 'POST', url: `/api/messages/conversations/${c.id}/read`, headers: reads.headers, payload: { message_id: c.last_message.id } })).statusCode).toBe(204);
    await runJobsAt(inMinutes(11));
    await sentinel(inMinutes(11));
    expect(await mailsTo(reads)).toEqual([]);
    expect(await mailsTo(off)).toEqual([]);
  });

  it('is written in the reader’s language, a sender without a name as "Ein Mitglied"', async () => {
    const sender = await person(t, 'professional');
    const reader = await person(t, 'basic', { name: 'Rita Leserin' });
    await t.db.execute(sql`update profiles set name = '' where id = ${sender.id}`);
    await t.db.execute(sql`update profiles set locale = 'de' where id = ${reader.id}`);
    await connect(t.db, sender.id, reader.id);
    await sendN(sender, reader, 2);
    await runJobsAt(inMinutes(11));
    const mails = (await t.outbox()).filter((m) => m.to === reader.email && /ungelesene/.test(m.subject));
    expect(mails.map((m) => m.subject)).toEqual(['Sie haben 2 ungelesene Nachrichten']);
    expect(mails[0].text).toContain('Ein Mitglied');
    expect(mails[0].text).not.toContain('A member');
  });
});

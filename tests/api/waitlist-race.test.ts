import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readOutbox } from '../../server/email/transport';
import { confirmEmail } from '../helpers/auth';
import { freePort } from '../helpers/free-port';
import { dayFromNow, insertMeetup, insertVenue } from '../helpers/meetup-fixtures';
import { setRole } from '../helpers/roles';
import { roundRobinProxy, type RoundRobinProxy } from '../helpers/round-robin-proxy';
import { startApp, stopApp, waitForOutput, type Run } from '../helpers/spawn-app';
import { createTestDatabase } from '../helpers/test-db';

// Issue 15: a fair waitlist when leaves and joins race across two app instances (the real entry
// point, twice, on one database, behind a round-robin proxy). Every freed place goes to the first
// in line exactly once; the meetup never holds more than its maximum.
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let dataDirs: string[] = [];
let apps: Run[] = [];
let proxy: RoundRobinProxy;

beforeAll(async () => {
  database = await createTestDatabase();
  const ports = [await freePort(), await freePort()];
  dataDirs = await Promise.all(ports.map(() => fs.mkdtemp(path.join(os.tmpdir(), 'cc-waitlist-'))));
  proxy = await roundRobinProxy(ports.map((p) => `http://127.0.0.1:${p}`));
  apps = ports.map((port, i) =>
    startApp({ DATABASE_URL: database.url, PORT: String(port), DATA_DIR: dataDirs[i], PUBLIC_URL: proxy.url, TRUST_PROXY: '1', AUTH_RATE_LIMIT_PER_MINUTE: '10000', SEED_DEMO: 'false' }),
  );
  await Promise.all(apps.map((app) => waitForOutput(app, /is running at/, 90_000)));
}, 120_000);

afterAll(async () => {
  await proxy?.close();
  for (const app of apps) expect(await stopApp(app)).toBe(0);
  await database?.drop();
  for (const dir of dataDirs) await fs.rm(dir, { recursive: true, force: true });
}, 60_000);

type Pro = { id: string; token: string; email: string };
let made = 0;
async function professional(): Promise<Pro> {
  const email = `race.${Date.now().toString(36)}.${++made}@example.com`;
  const post = (url: string, json: unknown) =>
    fetch(`${proxy.url}${url}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(json) });
  const signUp = await post('/auth/v1/signup', { email, password: 'race-password-41', data: { name: `Racer ${made}` } });
  if (signUp.status !== 200) throw new Error(`signup: ${signUp.status} ${await signUp.text()}`);
  const body = (await (await post('/auth/v1/token?grant_type=password', { email, password: 'race-password-41' })).json()) as { access_token: string; user: { id: string } };
  await setRole(database.db, body.user.id, 'professional');
  await confirmEmail(database.db, body.user.id); // joining reaches others (issue 24)
  return { id: body.user.id, token: body.access_token, email };
}
const attend = (meetupId: string, p: Pro, attending: boolean) =>
  fetch(`${proxy.url}/api/meetups/${meetupId}/attendance`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${p.token}` },
    body: JSON.stringify({ attending }),
  }).then(async (r) => ({ status: r.status, body: (await r.json()) as Record<string, unknown> }));

describe('waitlist across two instances', () => {
  it('50 concurrent leaves and joins: seats never exceed capacity, each freed place goes once, in joining order', async () => {
    const MAX = 15;
    const organiser = await professional();
    const owner = await professional();
    const venue = await insertVenue(database.db, owner.id, { capacity: 100 });
    const meetup = await insertMeetup(database.db, organiser.id, { venueId: venue.id, date: dayFromNow(20), maxAttendees: MAX, latitude: 51.5, longitude: -0.1 });
    const people = [];
    for (let i = 0; i < MAX + 20 + 35; i++) people.push(await professional());
    const seated = people.slice(0, MAX);
    const waiters = people.slice(MAX, MAX + 20);
    const late = people.slice(MAX + 20);
    for (const p of seated) expect((await attend(meetup.id, p, true)).body).toMatchObject({ attending: true });
    for (const [i, p] of waiters.entries()) expect((await attend(meetup.id, p, true)).body).toMatchObject({ waitlisted: true, position: i + 1 });

    // 15 leaves and 35 joins at once, alternating between the two instances.
    const servedBefore = proxy.served.length;
    const results = await Promise.all([...seated.map((p) => attend(meetup.id, p, false)), ...late.map((p) => attend(meetup.id, p, true))]);
    // Under load a request may wait longer for a database connection than the pool allows and
    // get 503 (nothing done; the app would say "try again"). Every answer is 200 or that 503,
    // and the invariants below are computed from what actually succeeded.
    expect(results.filter((r) => r.status !== 200).map((r) => r.status).filter((s) => s !== 503)).toEqual([]);
    const left = results.slice(0, MAX).filter((r) => r.status === 200).length;
    const lateIn = late.filter((_, i) => results[MAX + i].status === 200);
    expect(left).toBeGreaterThan(0);
    const served = proxy.served.slice(servedBefore);
    expect(served.filter((i) => i === 0).length).toBe(25);
    expect(served.filter((i) => i === 1).length).toBe(25);
    // The waitlist never emptied, so no late joiner took a place directly.
    expect(results.slice(MAX).filter((r) => r.status === 200).every((r) => r.body.waitlisted === true)).toBe(true);
    const stayed = seated.filter((_, i) => results[i].status !== 200);
    const promoted = waiters.slice(0, left);

    const { rows: attending } = await database.db.execute<{ user_id: string }>(sql`select user_id from meetup_attendees where meetup_id = ${meetup.id}`);
    expect(attending).toHaveLength(MAX);
    // Exactly those who stayed plus the first in line (one per leave), each told exactly once; nobody else told.
    expect(attending.map((r) => r.user_id).sort()).toEqual([...stayed, ...promoted].map((p) => p.id).sort());
    const { rows: told } = await database.db.execute<{ user_id: string; n: number }>(
      sql`select user_id, count(*)::int as n from notifications where type = 'waitlist_promoted' group by user_id`,
    );
    expect(told.map((r) => [r.user_id, Number(r.n)]).sort()).toEqual(promoted.map((p) => [p.id, 1]).sort());
    // Each promoted member's email, delivered by the instances' own workers to their outboxes.
    const promotionMails = async () =>
      (await Promise.all(dataDirs.map((d) => readOutbox(path.join(d, 'outbox'))))).flat().filter((m) => m.subject.startsWith("You're going"));
    await vi.waitFor(async () => expect((await promotionMails()).length).toBeGreaterThanOrEqual(left), { timeout: 30_000, interval: 200 });
    expect((await promotionMails()).map((m) => m.to).sort()).toEqual(promoted.map((p) => p.email).sort());
    // The rest wait in order: the remaining waiters first, then the late joiners who got in.
    const { rows: queue } = await database.db.execute<{ user_id: string }>(sql`select user_id from meetup_waitlist where meetup_id = ${meetup.id} order by seq`);
    expect(queue.slice(0, 20 - left).map((r) => r.user_id)).toEqual(waiters.slice(left).map((p) => p.id));
    expect(queue.slice(20 - left).map((r) => r.user_id).sort()).toEqual(lateIn.map((p) => p.id).sort());
  }, 180_000);
});

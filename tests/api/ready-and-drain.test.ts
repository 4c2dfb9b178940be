import { readdirSync, readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REALTIME_CLOSE } from '../../contracts/realtime';
import { freePort } from '../helpers/free-port';
import { openSocket } from '../helpers/realtime-client';
import { startApp, stopApp, waitForOutput, type Run } from '../helpers/spawn-app';
import { until } from '../helpers/until';

// Issue 11, operated like a real deploy: the real entry point with its embedded PostgreSQL,
// the database frozen (SIGSTOP, as a hung server or a network partition looks), and SIGTERM
// while a request is still arriving.
let dataDir: string;
let port: number;
let base: string;
let app: Run;

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'cc-drain-'));
  port = await freePort();
  base = `http://127.0.0.1:${port}`;
  // The stuck request below is a body that never finishes: the body timeout (10 s by default,
  // decision 0036, tested in body-limits.test.ts) is moved out of the way so the drain's own cut is
  // what this file sees.
  app = startApp({ DATA_DIR: dataDir, PORT: String(port), EMBEDDED_PG_PORT: String(await freePort()), SEED_DEMO: 'false', LOG_LEVEL: 'warn', BODY_TIMEOUT_S: '60' });
  await waitForOutput(app, /is running at/);
}, 90_000);

afterAll(async () => {
  if (app) await stopApp(app);
  await fs.rm(dataDir, { recursive: true, force: true });
}, 30_000);

/** The postmaster and every backend it forked: stopping only the postmaster leaves backends answering. */
function postgresProcesses(): number[] {
  const root = Number(readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
  const pids = [root];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // stat: "pid (comm) state ppid …"; comm may hold spaces, so split after the last ')'.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === root) pids.push(Number(entry));
    } catch {
      // the process ended while we looked
    }
  }
  return pids;
}

const get = (url: string, ms: number) => fetch(`${base}${url}`, { signal: AbortSignal.timeout(ms) });

/**
 * A POST whose body is only half sent: in flight until `finish()` sends the rest. `sent`
 * resolves once the server has taken the request in: it asks `Expect: 100-continue`, and Node
 * answers "100 Continue" as it hands the request to the app — bytes merely written by the
 * client could still be unread when SIGTERM arrives, and a request read after that is refused.
 */
function halfSentPost(url: string, body: string) {
  const req = http.request(`${base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), expect: '100-continue' },
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req.on('response', (res) => {
      let text = '';
      res.on('data', (d) => (text += d));
      res.on('end', () => resolve({ status: res.statusCode!, body: text }));
    });
    req.on('error', reject);
  });
  const half = Math.floor(body.length / 2);
  const sent = new Promise<void>((r) => req.once('continue', () => req.write(body.slice(0, half), () => r())));
  req.flushHeaders();
  return { sent, answer, finish: () => req.end(body.slice(half)) };
}

describe('readiness follows the database', () => {
  it('stays alive, answers 503 within 5 s while PostgreSQL is frozen, and 200 once it answers again', async () => {
    expect((await get('/api/ready', 5_000)).status).toBe(200);
    const frozen = postgresProcesses();
    for (const pid of frozen) process.kill(pid, 'SIGSTOP');
    try {
      expect((await get('/api/health', 5_000)).status).toBe(200);
      // The probe gives up after 5 s (AbortSignal): a late 503 would fail this test.
      const ready = await get('/api/ready', 5_000);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toMatchObject({ error: 'database_unavailable' });
      expect(ready.headers.get('retry-after')).toMatch(/^\d+$/);
    } finally {
      for (const pid of frozen) process.kill(pid, 'SIGCONT');
    }
    await until(async () => (await get('/api/ready', 5_000)).status === 200, 15_000);
  }, 30_000);
});

describe('SIGTERM drains', () => {
  it('answers the request in flight, closes realtime with 1001, refuses new connections, and cuts a stuck request after 10 s', async () => {
    const credentials = { email: 'drain@example.com', password: 'drain-password-41' };
    const signUp = await fetch(`${base}/auth/v1/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...credentials, data: { name: 'Drain' } }),
    });
    expect(signUp.status).toBe(200);
    const socket = await openSocket(`ws://127.0.0.1:${port}/realtime`, (await signUp.json()).access_token);

    const signIn = halfSentPost('/auth/v1/token?grant_type=password', JSON.stringify(credentials));
    const stuck = halfSentPost('/auth/v1/token?grant_type=password', JSON.stringify(credentials));
    await Promise.all([signIn.sent, stuck.sent]);
    const stuckOutcome = stuck.answer.then((r) => `answered ${r.status}`, (err: NodeJS.ErrnoException) => `cut: ${err.code}`);

    app.proc.kill('SIGTERM');
    await waitForOutput(app, /SIGTERM received/, 5_000);
    // Realtime clients are told to go elsewhere…
    expect(await socket.closed).toEqual({ code: REALTIME_CLOSE.shuttingDown, reason: 'server shutting down' });
    // …new connections are refused…
    await until(() => fetch(`${base}/api/health`).then(() => false, () => true), 5_000);
    // …and the request already in flight still gets its answer.
    signIn.finish();
    const answered = await signIn.answer;
    expect(answered.status).toBe(200);
    expect(JSON.parse(answered.body).access_token).toEqual(expect.any(String));

    // The request that never finishes does not hold the process: it is cut and the app exits cleanly.
    expect(await app.exited).toBe(0);
    expect(await stuckOutcome).toBe('cut: ECONNRESET');
    expect(app.output()).toMatch(/closed/);
  }, 40_000);
});

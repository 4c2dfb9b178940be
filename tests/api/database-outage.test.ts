import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../helpers/free-port';
import { startApp, stopApp, waitForOutput, type Run } from '../helpers/spawn-app';

// What an operator sees when the embedded PostgreSQL dies under load, and when someone starts
// a second app on a data folder that is in use. Runs the real entry point.
let dataDir: string;
let env: Record<string, string>;
let base: string;
let app: Run;

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'cc-outage-'));
  const port = await freePort();
  env = {
    DATA_DIR: dataDir,
    PORT: String(port),
    EMBEDDED_PG_PORT: String(await freePort()),
    SEED_DEMO: 'false',
    AUTH_RATE_LIMIT_PER_MINUTE: '100000', // the load comes from one address
  };
  base = `http://127.0.0.1:${port}`;
  app = startApp(env);
  await waitForOutput(app, /is running at/);
}, 90_000);

afterAll(async () => {
  if (app) expect(await stopApp(app)).toBe(0);
  await fs.rm(dataDir, { recursive: true, force: true });
}, 30_000);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const postmasterPid = () => Number(readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);

async function signUp(email: string) {
  const res = await fetch(`${base}/auth/v1/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'outage-password-41', data: { name: 'Load' } }),
  });
  return { status: res.status, retryAfter: res.headers.get('retry-after'), body: await res.json().catch(() => null) };
}

describe('the database goes away under load', () => {
  it('keeps the app up, answers 503 with Retry-After, restarts the database and loses no acknowledged sign-up', async () => {
    const acknowledged: string[] = [];
    const statuses = new Map<number, number>();
    let unavailable: Awaited<ReturnType<typeof signUp>> | null = null;
    let killedAt = 0;
    let recoveredAt = 0;
    let n = 0;
    const worker = async () => {
      // Keep signing up until a few sign-ups succeed after the database came back.
      while (!recoveredAt || Date.now() - recoveredAt < 1_500) {
        const email = `outage${n++}@example.com`;
        const r = await signUp(email);
        statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
        if (r.status === 200) acknowledged.push(email);
        if (r.status === 503) unavailable = r;
        if (killedAt && !recoveredAt && r.status === 200) recoveredAt = Date.now();
        if (Date.now() - (killedAt || Date.now()) > 45_000) break;
      }
    };
    const load = Promise.all([worker(), worker(), worker()]);
    await sleep(1_500);
    const pid = postmasterPid();
    process.kill(pid, 'SIGKILL');
    killedAt = Date.now();

    // Meanwhile the process is alive (liveness) but not ready.
    await sleep(300);
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
    const ready = await fetch(`${base}/api/ready`);
    expect(ready.status).toBe(503);
    expect(ready.headers.get('retry-after')).toMatch(/^\d+$/);
    await load;

    expect(app.proc.exitCode).toBeNull();
    expect(statuses.get(500) ?? 0).toBe(0);
    expect(unavailable).toMatchObject({
      status: 503,
      retryAfter: expect.stringMatching(/^\d+$/),
      body: { error: 'database_unavailable', message: 'The service is briefly unavailable. Please try again in a moment.' },
    });
    expect(recoveredAt).toBeGreaterThan(0);
    expect(app.output()).toMatch(`The embedded database stopped unexpectedly (pid ${pid}); starting it again`);
    await waitForOutput(app, /The embedded database is running again/, 10_000); // logged once start() returns
    expect(postmasterPid()).not.toBe(pid);
    expect((await fetch(`${base}/api/ready`)).status).toBe(200);

    // Every sign-up that was answered 200 is in the database.
    const password = (await fs.readFile(path.join(dataDir, 'postgres-password'), 'utf8')).trim();
    const client = new pg.Client({ host: '127.0.0.1', port: Number(env.EMBEDDED_PG_PORT), user: 'postgres', password, database: 'postgres' });
    await client.connect();
    const { rows } = await client.query('select email from users where email = any($1)', [acknowledged]);
    await client.end();
    expect(acknowledged.length).toBeGreaterThan(3);
    expect(rows.map((r) => r.email).sort()).toEqual([...acknowledged].sort());
  }, 60_000);

  it('refuses a second instance on the same data folder (exit 73) and the first keeps serving', async () => {
    const second = startApp({ ...env, PORT: String(await freePort()) });
    expect(await second.exited).toBe(73);
    expect(second.output()).toMatch(`The data folder ${dataDir} is in use by another Civic Connect process (pid ${app.proc.pid})`);
    expect(app.proc.exitCode).toBeNull();
    expect((await fetch(`${base}/api/ready`)).status).toBe(200);
    expect((await signUp('after-second@example.com')).status).toBe(200);
  }, 30_000);
});

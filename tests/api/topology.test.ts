import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../helpers/free-port';
import { openSocket, type TestSocket } from '../helpers/realtime-client';
import { roundRobinProxy, type RoundRobinProxy } from '../helpers/round-robin-proxy';
import { startApp, stopApp, waitForOutput, type Run } from '../helpers/spawn-app';
import { createTestDatabase } from '../helpers/test-db';

// compose.yaml's topology with processes (issue 11): two app processes (the real entry point)
// on one PostgreSQL database, behind a round-robin proxy that adds X-Forwarded-For like Caddy.
// Everything a client sees must hold whichever instance answers.
const AUTH_LIMIT = 6;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let dataDirs: string[] = [];
let apps: Run[] = [];
let proxy: RoundRobinProxy;
let socket: TestSocket | undefined;

beforeAll(async () => {
  database = await createTestDatabase();
  const ports = [await freePort(), await freePort()];
  dataDirs = await Promise.all(ports.map(() => fs.mkdtemp(path.join(os.tmpdir(), 'cc-topology-'))));
  proxy = await roundRobinProxy(ports.map((p) => `http://127.0.0.1:${p}`));
  apps = ports.map((port, i) =>
    startApp({
      DATABASE_URL: database.url,
      PORT: String(port),
      DATA_DIR: dataDirs[i],
      PUBLIC_URL: proxy.url,
      TRUST_PROXY: '1',
      AUTH_RATE_LIMIT_PER_MINUTE: String(AUTH_LIMIT),
      SEED_DEMO: 'false',
    }),
  );
  await Promise.all(apps.map((app) => waitForOutput(app, /is running at/, 90_000)));
}, 120_000);

afterAll(async () => {
  socket?.close();
  await proxy?.close();
  for (const app of apps) expect(await stopApp(app)).toBe(0);
  await database?.drop();
  for (const dir of dataDirs) await fs.rm(dir, { recursive: true, force: true });
}, 60_000);

const credentials = { email: 'topology@example.com', password: 'topology-password-41' };
let authRequests = 0;

/** A request through the proxy, with the index of the instance that answered it. */
async function call(url: string, init: RequestInit & { json?: unknown; token?: string } = {}) {
  const headers: Record<string, string> = {};
  if (init.json !== undefined) headers['content-type'] = 'application/json';
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (url.startsWith('/auth/v1/signup') || url.startsWith('/auth/v1/token')) authRequests += 1;
  const res = await fetch(`${proxy.url}${url}`, { ...init, headers, body: init.json === undefined ? undefined : JSON.stringify(init.json) });
  return { status: res.status, body: await res.json(), instance: proxy.served.at(-1)! };
}

const signIn = () => call('/auth/v1/token?grant_type=password', { method: 'POST', json: credentials });
let token: string;

describe('two instances behind a load balancer', () => {
  it('signs in through one instance and is recognised by the other', async () => {
    const signUp = await call('/auth/v1/signup', { method: 'POST', json: { ...credentials, data: { name: 'Topology' } } });
    expect(signUp.status).toBe(200);
    const session = await signIn();
    expect(session.status).toBe(200);
    token = session.body.access_token;
    const me = await call('/api/profile', { token });
    expect(me.status).toBe(200);
    expect(me.body.email).toBe(credentials.email);
    expect(me.instance).not.toBe(session.instance);
  });

  it('delivers a realtime event made through the other instance', async () => {
    socket = await openSocket(`${proxy.url.replace('http', 'ws')}/realtime`, token);
    const socketInstance = proxy.served.at(-1)!;
    const change = await call('/api/profile', { method: 'PATCH', token, json: { name: 'Changed elsewhere' } });
    expect(change.status).toBe(200);
    expect(change.instance).not.toBe(socketInstance);
    expect(await socket.next((m) => m.type === 'change' && m.table === 'profiles')).toMatchObject({ event: 'UPDATE', record: { name: 'Changed elsewhere' } });
  });

  it('shares the auth rate limit: the limit holds for both instances together', async () => {
    const answers: Array<{ status: number; instance: number }> = [];
    while (authRequests < AUTH_LIMIT) answers.push(await signIn());
    expect(answers.every((a) => a.status === 200)).toBe(true);
    // Each instance has seen only about half of the attempts, yet both refuse the next ones.
    const refused = [await signIn(), await signIn()];
    expect(refused.map((r) => r.status)).toEqual([429, 429]);
    expect(new Set(refused.map((r) => r.instance))).toEqual(new Set([0, 1]));
    expect(refused[0].body).toMatchObject({ error: 'rate_limited' });
  });
});

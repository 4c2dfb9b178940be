// Socket close after sign-out across instances (issue 24 "Measured", decision 0037): a member's
// WebSocket is held by instance B; the member signs out through instance A (real HTTP); the time
// from sending the sign-out until B's socket is closed at the client (end_sockets control
// message: NOTIFY → B's LISTEN → close handshake). Baseline, in the same run: the same kind of
// socket closed by its own server (B) directly, the close handshake alone. Target: p99 ≤ 1 s.
// Loopback only, bounded (hard stop after 3 minutes), cleans up after itself. Not part of npm test.
//
//   npm run bench:abuse-sockets          (embedded PostgreSQL in a temp folder)
//   BENCH_DATABASE_URL=postgres://…      (an existing, migrated database)
//   BENCH_TRIES=50
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';
import { REALTIME_CLOSE } from '../../contracts/realtime';
import { buildApp } from '../../server/app';
import { loadSigner } from '../../server/auth/tokens';
import { loadConfig } from '../../server/config';
import { type Db } from '../../server/db/client';
import { authSessions, users } from '../../server/db/schema/index';
import { createProfile } from '../../server/profiles/create-profile';
import { percentiles, withBenchDatabase } from './bench-db';

const TRIES = Number(process.env.BENCH_TRIES ?? 50);
const HARD_STOP_MS = 180_000;
const TARGET_MS = 1000;

const hardStop = setTimeout(() => {
  console.error(`benchmark did not finish within ${HARD_STOP_MS / 1000} s; stopping`);
  process.exit(2);
}, HARD_STOP_MS);
hardStop.unref();

type App = Awaited<ReturnType<typeof buildApp>>;

/** A member with a session of their own, and its access token (no password hashing: fast to make). */
async function seedMember(db: Db, signer: Awaited<ReturnType<typeof loadSigner>>, i: number) {
  const [user] = await db.insert(users).values({ email: `bench-close-${i}-${Date.now()}@example.test`, passwordHash: 'not-a-hash' }).returning();
  await createProfile(db, { id: user.id, email: user.email, name: `Bench ${i}` });
  const [session] = await db.insert(authSessions).values({ userId: user.id }).returning();
  return (await signer.sign({ sub: user.id, email: user.email, session_id: session.id, role: 'authenticated' })).token;
}

/** A signed-in socket on `url`; resolves once the server answered `ready`. */
function openReady(url: string, token: string) {
  return new Promise<{ ws: WebSocket; closed: Promise<{ at: number; code: number }> }>((resolve, reject) => {
    const ws = new WebSocket(url);
    const closed = new Promise<{ at: number; code: number }>((r) => ws.once('close', (code) => r({ at: performance.now(), code })));
    ws.once('error', reject);
    ws.once('open', () => ws.send(JSON.stringify({ type: 'auth', access_token: token })));
    ws.once('message', (m) => (JSON.parse(String(m)).type === 'ready' ? resolve({ ws, closed }) : reject(new Error(String(m)))));
  });
}

const portOf = (app: App) => (app.server.address() as { port: number }).port;

async function signOutAcross(a: App, b: App, token: string) {
  const { closed } = await openReady(`ws://127.0.0.1:${portOf(b)}/realtime`, token);
  const t0 = performance.now();
  const res = await fetch(`http://127.0.0.1:${portOf(a)}/auth/v1/logout?scope=local`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
  if (res.status !== 204) throw new Error(`sign-out answered ${res.status}`);
  answered.push(performance.now() - t0);
  const { at, code } = await closed;
  if (code !== REALTIME_CLOSE.unauthorized) throw new Error(`closed with ${code}`);
  return at - t0;
}
/** When the sign-out's HTTP answer arrived (the socket usually closes about then: the NOTIFY is sent on commit). */
const answered: number[] = [];

async function localClose(b: App, token: string) {
  const { closed } = await openReady(`ws://127.0.0.1:${portOf(b)}/realtime`, token);
  const t0 = performance.now();
  // The server closes its own socket: what a close costs without any message between instances.
  for (const client of b.realtime.hub.clients()) client.socket.close(REALTIME_CLOSE.unauthorized, 'signed out');
  const { at } = await closed;
  return at - t0;
}

async function main() {
  await withBenchDatabase('close', async (db, tmp) => {
    const config = loadConfig({ DATABASE_URL: 'postgres://unused@127.0.0.1/unused', DATA_DIR: tmp, LOG_LEVEL: 'silent', AUTH_RATE_LIMIT_PER_MINUTE: '100000' });
    const outbox = { kind: 'outbox' as const, deliver: async () => {} };
    const a = await buildApp({ config, db, emailTransport: outbox });
    const b = await buildApp({ config, db, emailTransport: outbox });
    await a.listen({ port: 0, host: '127.0.0.1' });
    await b.listen({ port: 0, host: '127.0.0.1' });
    const signer = await loadSigner(db, 'civic-connect');
    console.log(`socket close after sign-out: ${TRIES} tries each, two instances on one database, loopback, ${os.cpus().length} cores, load ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}, Node ${process.version}`);
    const across: number[] = [];
    const local: number[] = [];
    try {
      // Alternated, so both see the same machine.
      for (let i = 0; i < TRIES; i++) {
        across.push(await signOutAcross(a, b, await seedMember(db, signer, 2 * i)));
        local.push(await localClose(b, await seedMember(db, signer, 2 * i + 1)));
      }
    } finally {
      await b.close();
      await a.close();
    }
    const x = percentiles(across);
    const l = percentiles(local);
    const f = (n: number) => n.toFixed(1).padStart(8);
    console.log('\n| path                                   | tries |   p50 ms |   p99 ms |   max ms |');
    console.log('|----------------------------------------|------:|---------:|---------:|---------:|');
    console.log(`| sign-out on A → socket on B closed     | ${String(x.n).padStart(5)} | ${f(x.p50)} | ${f(x.p99)} | ${f(x.max)} |`);
    console.log(`| baseline: B closes its own socket      | ${String(l.n).padStart(5)} | ${f(l.p50)} | ${f(l.p99)} | ${f(l.max)} |`);
    const h = percentiles(answered);
    console.log(`| (sign-out request answered by A)       | ${String(h.n).padStart(5)} | ${f(h.p50)} | ${f(h.p99)} | ${f(h.max)} |`);
    console.log(`\nratio across ÷ local close: p50 ${(x.p50 / l.p50).toFixed(1)}×, p99 ${(x.p99 / l.p99).toFixed(1)}×`);
    console.log(`target: p99 ≤ ${TARGET_MS} ms (${x.p99 <= TARGET_MS ? 'met' : 'NOT met'})`);
  });
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);

// Realtime fan-out benchmark (issue 3 "Measured"): 1,000 WebSocket clients on one app instance,
// one change published to all of them through Postgres NOTIFY → LISTEN → /realtime, against a
// bare `ws` server broadcasting the same payload to 1,000 clients in this same process.
// Loopback only, bounded (hard stop after 3 minutes), cleans up after itself. Not part of npm test.
//
//   npm run bench:realtime            (embedded PostgreSQL in a temp folder)
//   BENCH_DATABASE_URL=postgres://…   (an existing, migrated database)
//   BENCH_CLIENTS=1000 BENCH_ROUNDS=20 BENCH_DEBUG=1 (per-round first/last delivery of the /realtime path)
//   BENCH_CLIENTS=10000 (issue 30): above 2,000 clients they run in BENCH_CLIENT_PROCS child processes
//   (default 4; realtime-clients.ts), so the sockets fit the file limit (ulimit -n) and the clients do
//   not share the server's event loop; delivery times are compared on performance.timeOrigin + now.
import { fork, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import WebSocket, { WebSocketServer } from 'ws';
import { buildApp } from '../../server/app';
import { loadSigner } from '../../server/auth/tokens';
import { loadConfig } from '../../server/config';
import { type Db } from '../../server/db/client';
import { authSessions, users } from '../../server/db/schema/index';
import { createProfile } from '../../server/profiles/create-profile';
import { publishChange } from '../../server/realtime/publish';
import { freePort } from '../../tests/helpers/free-port';
import { percentiles, withBenchDatabase } from './bench-db';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 1000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);
const GAP_MS = 250; // between rounds: well inside the 10 events/s per socket limit
const CLIENT_PROCS = Number(process.env.BENCH_CLIENT_PROCS ?? (CLIENTS > 2000 ? 4 : 0));
// Seeding and connecting grow with the clients: about 30 ms each on a busy 2-core machine.
const HARD_STOP_MS = Math.max(180_000, CLIENTS * 60 + ROUNDS * 20_000 + 120_000);

const hardStop = setTimeout(() => {
  console.error(`benchmark did not finish within ${HARD_STOP_MS / 1000} s; stopping`);
  process.exit(2);
}, HARD_STOP_MS);
hardStop.unref();

// One realistic change: a venue row as the venues API presents it (~600 bytes of JSON).
const RECORD = {
  name: 'The Exchange Hall',
  description: 'A restored Victorian trading floor with daylight, step-free access and a kitchen for catering.',
  address: '12 Market Street, Leeds LS1 6DT',
  capacity: 120,
  venue_type: 'conference hall',
  amenities: ['wifi', 'projector', 'step-free access', 'kitchen', 'microphones'],
  owner_name: 'Tom Okafor',
  default_booking_rate: 25000,
  cover_image_url: '/storage/v1/object/public/venue-images/example/cover.jpg',
};

type Sample = number[]; // delivery latencies in ms, all rounds, all clients


async function openClients(url: string, count: number, onMessage: (data: WebSocket.RawData) => void, firstMessage?: (i: number) => string) {
  const clients: WebSocket[] = [];
  for (let start = 0; start < count; start += 100) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(100, count - start) }, (_, j) =>
        new Promise<WebSocket>((resolve, reject) => {
          const ws = new WebSocket(url);
          ws.once('error', reject);
          ws.once('open', () => {
            if (!firstMessage) return resolve(ws);
            ws.send(firstMessage(start + j));
            ws.once('message', (m) => (JSON.parse(String(m)).type === 'ready' ? resolve(ws) : reject(new Error(String(m)))));
          });
        }),
      ),
    );
    for (const ws of batch) ws.on('message', onMessage);
    clients.push(...batch);
  }
  return clients;
}

/** Runs ROUNDS rounds: `fire(round)` sends one event; resolves when every client has it. */
async function measure(clients: number, fire: (round: number) => Promise<void>, arrivals: { round: number; count: number; done: () => void; t0: number; samples: Sample }) {
  for (let round = 1; round <= ROUNDS; round++) {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`round ${round}: only ${arrivals.count}/${clients} delivered`)), 10_000);
      Object.assign(arrivals, { round, count: 0, done: () => (clearTimeout(timer), resolve()), t0: performance.now() });
      void fire(round).catch(reject);
    });
    await new Promise((r) => setTimeout(r, GAP_MS));
  }
}

/** Clients in child processes (realtime-clients.ts): `measure(fire)` runs the rounds and returns every delivery's latency. */
async function remoteClients(url: string, count: number, tokens: string[] | null) {
  const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'realtime-clients.ts');
  const children: ChildProcess[] = [];
  const share = Math.ceil(count / CLIENT_PROCS);
  const next = (c: ChildProcess, type: string) => new Promise<{ times?: number[] }>((resolve) => c.once('message', (m: { type: string; times?: number[] }) => (m.type === type ? resolve(m) : resolve(next(c, type)))));
  for (let i = 0; i < CLIENT_PROCS; i++) {
    const n = Math.min(share, count - i * share);
    const c = fork(script, [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    children.push(c);
    c.send({ type: 'start', url, count: n, tokens: tokens ? tokens.slice(i * share, i * share + n) : null });
    await next(c, 'ready'); // one at a time: the server authenticates each socket
    console.error(`  ${Math.min(count, (i + 1) * share)} of ${count} clients connected`);
  }
  return {
    async measure(fire: (round: number) => Promise<void>) {
      const samples: Sample = [];
      for (let round = 1; round <= ROUNDS; round++) {
        await Promise.all(children.map((c) => (c.send({ type: 'round', round }), next(c, 'armed'))));
        const arrived = Promise.all(children.map((c) => next(c, 'round')));
        const t0 = performance.timeOrigin + performance.now();
        await fire(round);
        const reports = await Promise.race([arrived, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`round ${round}: not every client received the event within 20 s`)), 20_000))]);
        for (const r of reports) for (const t of r.times ?? []) samples.push(t - t0);
        await new Promise((r) => setTimeout(r, GAP_MS));
      }
      return samples;
    },
    close() {
      for (const c of children) c.send({ type: 'stop' });
    },
  };
}

function tracker() {
  const a = { round: 0, count: 0, done: () => {}, t0: 0, samples: [] as Sample, perRound: [] as number[], firstAt: [] as number[] };
  const onMessage = (data: WebSocket.RawData) => {
    const msg = JSON.parse(String(data));
    const round = msg.record?.round;
    if (round !== a.round) return;
    a.samples.push(performance.now() - a.t0);
    if (process.env.BENCH_DEBUG) {
      a.perRound[round] = Math.max(a.perRound[round] ?? 0, performance.now() - a.t0);
      a.firstAt[round] ??= performance.now() - a.t0;
    }
    a.count += 1;
    if (a.count === CLIENTS) a.done();
  };
  return { a, onMessage };
}

async function seedUsers(db: Db, count: number) {
  const signer = await loadSigner(db, 'civic-connect');
  const tokens: string[] = [];
  await db.transaction(async (tx) => {
    for (let i = 0; i < count; i++) {
      const [user] = await tx.insert(users).values({ email: `bench-${i}-${Date.now()}@example.test`, passwordHash: 'not-a-hash' }).returning();
      await createProfile(tx, { id: user.id, email: user.email, name: `Bench ${i}` });
      const [session] = await tx.insert(authSessions).values({ userId: user.id }).returning();
      tokens.push((await signer.sign({ sub: user.id, email: user.email, session_id: session.id, role: 'authenticated' })).token);
    }
  });
  return tokens;
}

async function benchProduct(db: Db, dataDir: string) {
  // Every client comes from 127.0.0.1: the per-address socket cap (decision 0037) is lifted here.
  const config = loadConfig({ DATABASE_URL: 'postgres://unused@127.0.0.1/unused', DATA_DIR: dataDir, LOG_LEVEL: 'silent', REALTIME_MAX_SOCKETS_PER_IP: String(CLIENTS + 10) });
  const app = await buildApp({ config, db, emailTransport: { kind: 'outbox', deliver: async () => {} } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  const tokens = await seedUsers(db, CLIENTS);
  console.error(`  ${CLIENTS} members with sessions seeded`);
  const fire = (round: number) => publishChange(db, { table: 'venues', type: 'UPDATE', id: `bench-venue-${round}`, audience: 'signedIn', record: { ...RECORD, round } });
  if (CLIENT_PROCS > 0) {
    const pool = await remoteClients(`ws://127.0.0.1:${port}/realtime`, CLIENTS, tokens);
    try {
      return await pool.measure(fire);
    } finally {
      pool.close();
      await app.close();
    }
  }
  const { a, onMessage } = tracker();
  const clients = await openClients(`ws://127.0.0.1:${port}/realtime`, CLIENTS, onMessage, (i) => JSON.stringify({ type: 'auth', access_token: tokens[i] }));
  try {
    await measure(CLIENTS, (round) => publishChange(db, { table: 'venues', type: 'UPDATE', id: `bench-venue-${round}`, audience: 'signedIn', record: { ...RECORD, round } }), a);
  } finally {
    for (const c of clients) c.terminate();
    await app.close();
  }
  if (process.env.BENCH_DEBUG) {
    console.log('product per-round first', a.firstAt.map((x) => x.toFixed(0)).join(' '));
    console.log('product per-round last ', a.perRound.map((x) => x.toFixed(0)).join(' '));
  }
  return a.samples;
}

async function benchBare() {
  const port = await freePort();
  const wss = new WebSocketServer({ port, host: '127.0.0.1' });
  await new Promise<void>((r) => wss.once('listening', () => r()));
  if (CLIENT_PROCS > 0) {
    const pool = await remoteClients(`ws://127.0.0.1:${port}`, CLIENTS, null);
    try {
      return await pool.measure(async (round) => {
        const data = JSON.stringify({ type: 'change', table: 'venues', event: 'UPDATE', id: `bench-venue-${round}`, record: { ...RECORD, round } });
        for (const c of wss.clients) c.send(data);
      });
    } finally {
      pool.close();
      await new Promise<void>((r) => wss.close(() => r()));
    }
  }
  const { a, onMessage } = tracker();
  const clients = await openClients(`ws://127.0.0.1:${port}`, CLIENTS, onMessage);
  try {
    await measure(
      CLIENTS,
      async (round) => {
        // The same message the product sends, serialised once, sent to every socket.
        const data = JSON.stringify({ type: 'change', table: 'venues', event: 'UPDATE', id: `bench-venue-${round}`, record: { ...RECORD, round } });
        for (const c of wss.clients) c.send(data);
      },
      a,
    );
  } finally {
    for (const c of clients) c.terminate();
    await new Promise<void>((r) => wss.close(() => r()));
  }
  return a.samples;
}

const row = (name: string, samples: Sample) => ({ name, ...percentiles(samples) });

async function main() {
  await withBenchDatabase('rt', async (db, tmp) => {
    console.log(`realtime fan-out: ${CLIENTS} WebSocket clients, ${ROUNDS} events each, loopback, ${os.cpus().length} cores, Node ${process.version}`);
    const bare = row('bare ws broadcast', await benchBare());
    const product = row('/realtime via NOTIFY', await benchProduct(db, tmp));
    const f = (n: number) => n.toFixed(1).padStart(8);
    console.log('\n| path                 | deliveries |   p50 ms |   p99 ms |   max ms |');
    console.log('|----------------------|-----------:|---------:|---------:|---------:|');
    for (const r of [product, bare]) console.log(`| ${r.name.padEnd(20)} | ${String(r.n).padStart(10)} | ${f(r.p50)} | ${f(r.p99)} | ${f(r.max)} |`);
    console.log(`\nratio /realtime ÷ bare ws: p50 ${(product.p50 / bare.p50).toFixed(2)}×, p99 ${(product.p99 / bare.p99).toFixed(2)}×`);
    console.log(`target: p99 < 250 ms (${product.p99 < 250 ? 'met' : 'NOT met'}), p99 ratio < 3× (${product.p99 / bare.p99 < 3 ? 'met' : 'NOT met'})`);
    if (CLIENTS >= 10_000) console.log(`issue 30 target at 10,000 sockets: p99 ≤ 100 ms (${product.p99 <= 100 ? 'met' : 'NOT met'})`);
  });
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);

// Messages benchmark (issue 26 "Measured"). Not part of npm test; loopback only; cleans up.
//
// 1. Send → delivered across two instances: two app instances on one PostgreSQL, 1,000 open
//    conversations (each member's socket open, senders on instance A, readers on instance B);
//    messages are POSTed to A over HTTP and timed until the reader's socket on B has them.
//    Target: p99 ≤ 100 ms.
// 2. Inbox and conversation pages at 1,000,000 messages and 100,000 members (generated with
//    SQL), median server time (in-process request) against the same member's pages at 10,000
//    messages. Targets: median ≤ 10 ms; ≤ 2× the small baseline.
// 3. Then scripts/bench/follow-fanout.ts, when it exists (another part of issue 26).
//
//   npm run bench:messages
//   BENCH_SENDS=1000 BENCH_CONCURRENCY=4 BENCH_PART=rt|pages BENCH_BIG_MESSAGES=1000000 BENCH_BIG_MEMBERS=100000
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import WebSocket from 'ws';
import { buildApp } from '../../server/app';
import { loadSigner } from '../../server/auth/tokens';
import { loadConfig } from '../../server/config';
import { createDb, type Db } from '../../server/db/client';
import { startEmbedded } from '../../server/db/embedded';
import { runMigrations } from '../../server/db/migrate';
import { freePort } from '../../tests/helpers/free-port';

const CONVERSATIONS = Number(process.env.BENCH_CONVERSATIONS ?? 1000);
const SENDS = Number(process.env.BENCH_SENDS ?? 1000);
// A few senders at a time: the figure is the latency of a send, not of a queue of them.
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 4);
/** `rt` or `pages` runs one part only. */
const PART = process.env.BENCH_PART;
const BIG_MESSAGES = Number(process.env.BENCH_BIG_MESSAGES ?? 1_000_000);
const BIG_MEMBERS = Number(process.env.BENCH_BIG_MEMBERS ?? 100_000);
const SMALL_MESSAGES = 10_000;
const SMALL_MEMBERS = 1_000;
const PER_CONVERSATION = 20;
/** The measured member's conversations: the same in both data sets, so only the tables grow. */
const MINE = 100;
const READS = Number(process.env.BENCH_READS ?? 300);
const HARD_STOP_MS = 30 * 60_000;

setTimeout(() => {
  console.error('benchmark did not finish within 30 minutes; stopping');
  process.exit(2);
}, HARD_STOP_MS).unref();

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
const f = (n: number) => n.toFixed(2);

function configFor(dataDir: string) {
  return loadConfig({
    DATABASE_URL: 'postgres://unused@127.0.0.1/unused',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    REALTIME_MAX_SOCKETS_PER_IP: String(CONVERSATIONS * 2 + 10),
    MESSAGES_PER_MINUTE: '10000',
    MESSAGES_PER_DAY: '1000000',
  });
}
const noMail = { kind: 'outbox' as const, deliver: async () => {} };

/** `count` members (users + profiles) named bench-<prefix>-<n>, confirmed, in one statement each. */
async function members(db: Db, prefix: string, count: number) {
  await db.execute(sql`insert into users (email, password_hash, email_confirmed_at)
    select 'bench-' || ${prefix} || '-' || g || '@example.test', 'not-a-hash', now() from generate_series(1, ${count}) g`);
  await db.execute(sql`insert into profiles (id, email, name, membership_number)
    select u.id, u.email, 'Member ' || split_part(split_part(u.email, '@', 1), '-', 3), 'B' || ${prefix} || split_part(split_part(u.email, '@', 1), '-', 3)
      from users u where u.email like ${`bench-${prefix}-%`}`);
  const { rows } = await db.execute<{ id: string }>(sql`select id from users where email like ${`bench-${prefix}-%`} order by (split_part(split_part(email, '@', 1), '-', 3))::int`);
  return rows.map((r) => r.id);
}

async function tokenFor(db: Db, userId: string) {
  const signer = await loadSigner(db, 'civic-connect');
  const { rows } = await db.execute<{ id: string; email: string }>(sql`insert into auth_sessions (user_id) select ${userId} returning id, (select email from users where id = ${userId}) as email`);
  return (await signer.sign({ sub: userId, email: rows[0].email, session_id: rows[0].id, role: 'authenticated' })).token;
}

// ---------------------------------------------------------------- 1. send → delivered

async function sendToDelivered(db: Db, dataDir: string) {
  const ids = await members(db, 'rt', CONVERSATIONS * 2);
  const pairs = Array.from({ length: CONVERSATIONS }, (_, i) => ({ sender: ids[2 * i], reader: ids[2 * i + 1] }));
  await db.execute(sql`insert into connections (user_a_id, user_b_id)
    select least(a, b), greatest(a, b) from unnest(${`{${pairs.map((p) => p.sender).join(',')}}`}::uuid[], ${`{${pairs.map((p) => p.reader).join(',')}}`}::uuid[]) as t(a, b)`);
  const tokens = new Map<string, string>();
  for (const id of ids) tokens.set(id, await tokenFor(db, id));

  const config = configFor(dataDir);
  const a = await buildApp({ config, db, emailTransport: noMail });
  const b = await buildApp({ config, db, emailTransport: noMail });
  await a.listen({ port: 0, host: '127.0.0.1' });
  await b.listen({ port: 0, host: '127.0.0.1' });
  const portA = (a.server.address() as { port: number }).port;
  const portB = (b.server.address() as { port: number }).port;

  const waiting = new Map<string, { t0: number; resolve: (ms: number) => void }>();
  const open = (port: number, token: string, watch: boolean) =>
    new Promise<WebSocket>((resolve, reject) => {
      const ws = new WebSocket(`ws://127.0.0.1:${port}/realtime`);
      ws.once('error', reject);
      ws.once('open', () => ws.send(JSON.stringify({ type: 'auth', access_token: token })));
      ws.on('message', (raw) => {
        const msg = JSON.parse(String(raw));
        if (msg.type === 'ready') resolve(ws);
        if (watch && msg.type === 'change' && msg.table === 'messages') {
          const w = waiting.get(msg.record?.body);
          if (w) {
            waiting.delete(msg.record.body);
            w.resolve(performance.now() - w.t0);
          }
        }
      });
    });
  const sockets: WebSocket[] = [];
  for (let i = 0; i < pairs.length; i += 100) {
    const batch = pairs.slice(i, i + 100);
    sockets.push(...(await Promise.all(batch.flatMap((p) => [open(portA, tokens.get(p.sender)!, false), open(portB, tokens.get(p.reader)!, true)]))));
  }

  const latencies: number[] = [];
  let next = 0;
  const worker = async () => {
    while (next < SENDS) {
      const n = next++;
      const p = pairs[n % pairs.length];
      const body = `bench ${n} ${Math.random().toString(36).slice(2)}`;
      const delivered = new Promise<number>((resolve, reject) => {
        waiting.set(body, { t0: performance.now(), resolve });
        setTimeout(() => reject(new Error(`message ${n} not delivered within 10 s`)), 10_000).unref();
      });
      const res = await fetch(`http://127.0.0.1:${portA}/api/messages/with/${p.reader}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens.get(p.sender)}` },
        body: JSON.stringify({ body }),
      });
      if (res.status !== 201) throw new Error(`send ${n}: ${res.status} ${await res.text()}`);
      latencies.push(await delivered);
    }
  };
  const t0 = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - t0) / 1000;
  for (const s of sockets) s.terminate();
  await a.close();
  await b.close();
  const s = sorted(latencies);
  return { n: s.length, p50: pct(s, 50), p99: pct(s, 99), max: s[s.length - 1], rate: s.length / seconds };
}

// ---------------------------------------------------------------- 2. pages at scale

/** Members, conversations and messages made by SQL; returns the measured member and one of their conversations. */
async function generate(db: Db, prefix: string, memberCount: number, messageCount: number) {
  const t0 = performance.now();
  const ids = await members(db, prefix, memberCount);
  const me = ids[0];
  const conversationCount = Math.floor(messageCount / PER_CONVERSATION);
  await db.execute(sql`create unlogged table bench_members as select id, o - 1 as n from unnest(${`{${ids.join(',')}}`}::uuid[]) with ordinality as t(id, o)`);
  await db.execute(sql`create index on bench_members (n)`);
  // (A table, not a temporary one: the pool may run the next statement on another connection.)
  // The measured member talks with members 1..MINE; everyone else pairs off across the table.
  await db.execute(sql`insert into conversations (user_a_id, user_b_id, status, last_message_at)
    select least(x.id, y.id), greatest(x.id, y.id), 'active', now() - (g % 43200) * interval '1 minute'
      from generate_series(1, ${conversationCount}) g
      join bench_members x on x.n = case when g <= ${MINE} then 0 else 1 + (g % (${memberCount} - 1)) end
      join bench_members y on y.n = case when g <= ${MINE} then g else 1 + ((g * 7919 + 13) % (${memberCount} - 1)) end
     where x.id <> y.id
    on conflict do nothing`);
  await db.execute(sql`insert into conversation_members (conversation_id, user_id, other_user_id, last_message_at, unread_count)
    select id, user_a_id, user_b_id, last_message_at, 0 from conversations
    union all select id, user_b_id, user_a_id, last_message_at, 2 from conversations`);
  await db.execute(sql`insert into messages (conversation_id, sender_id, body, created_at)
    select c.id, case when g % 2 = 0 then c.user_a_id else c.user_b_id end,
           'Message ' || g || ' of a benchmark conversation: plain text of a typical length.', c.last_message_at - (${PER_CONVERSATION} - g) * interval '1 minute'
      from conversations c, generate_series(1, ${PER_CONVERSATION}) g
     order by c.last_message_at, g`);
  await db.execute(sql`analyze`);
  const { rows } = await db.execute<{ n: number }>(sql`select count(*)::int as n from messages`);
  const { rows: mine } = await db.execute<{ id: string }>(sql`select conversation_id as id from conversation_members where user_id = ${me} order by last_message_at desc limit 1`);
  await db.execute(sql`drop table bench_members`);
  return { me, conversationId: mine[0].id, messages: Number(rows[0].n), seconds: (performance.now() - t0) / 1000 };
}

/** A data set ready to read: its app, the measured member's token and the four pages' URLs. */
async function pages(db: Db, dataDir: string, prefix: string, memberCount: number, messageCount: number) {
  const data = await generate(db, prefix, memberCount, messageCount);
  // Settle after the bulk load (hint bits, statistics, dirty pages) so reads measure reads.
  await db.execute(sql`vacuum analyze`);
  await db.execute(sql`checkpoint`);
  const app = await buildApp({ config: configFor(dataDir), db, emailTransport: noMail });
  const headers = { authorization: `Bearer ${await tokenFor(db, data.me)}` };
  const first = (await app.inject({ url: '/api/messages/conversations', headers })).json();
  const page = (await app.inject({ url: `/api/messages/conversations/${data.conversationId}?limit=10`, headers })).json();
  const urls = {
    inbox: '/api/messages/conversations',
    inboxNext: `/api/messages/conversations?before=${encodeURIComponent(first.next_cursor)}`,
    conversation: `/api/messages/conversations/${data.conversationId}`,
    conversationBefore: `/api/messages/conversations/${data.conversationId}?before=${page.messages[0].id}`,
  };
  return { app, headers, urls, messages: data.messages, seconds: data.seconds };
}

type PageKey = 'inbox' | 'inboxNext' | 'conversation' | 'conversationBefore';
/**
 * Median in-process time of each page on both data sets, their requests taking turns (small,
 * big, small, …), so a busy machine's ups and downs fall on both alike; the first 20 warm up.
 */
async function readBoth(sets: [Awaited<ReturnType<typeof pages>>, Awaited<ReturnType<typeof pages>>]) {
  const out = { small: {} as Record<PageKey, number>, big: {} as Record<PageKey, number> };
  for (const k of ['inbox', 'inboxNext', 'conversation', 'conversationBefore'] as const) {
    const times: [number[], number[]] = [[], []];
    for (let i = 0; i < READS; i++)
      for (const [j, set] of sets.entries()) {
        const t0 = performance.now();
        const res = await set.app.inject({ url: set.urls[k], headers: set.headers });
        times[j].push(performance.now() - t0);
        if (res.statusCode !== 200) throw new Error(`${set.urls[k]}: ${res.statusCode} ${res.body}`);
      }
    out.small[k] = pct(sorted(times[0].slice(20)), 50);
    out.big[k] = pct(sorted(times[1].slice(20)), 50);
  }
  return out;
}

async function main() {
  const tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'cc-bench-msg-'));
  const pgDir = await fs.mkdtemp(path.join(os.tmpdir(), 'cc-bench-msg-pg-'));
  const pg = await startEmbedded({ dataDir: pgDir, port: await freePort() });
  const dbs: Db[] = [];
  const fresh = async (name: string) => {
    const admin = createDb(pg.url, 1);
    await admin.execute(sql.raw(`create database ${name}`));
    await admin.$client.end();
    const db = createDb(pg.url.replace(/\/[^/]*$/, `/${name}`), 10);
    await runMigrations(db);
    dbs.push(db);
    return db;
  };
  try {
    console.log(`messages: ${os.cpus().length} cores, load ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}, Node ${process.version}, ${new Date().toISOString()}`);
    if (PART !== 'pages') {
      const rt = await sendToDelivered(await fresh('bench_rt'), tmp);
      console.log(`\nsend → delivered across two instances, ${CONVERSATIONS} open conversations (${2 * CONVERSATIONS} sockets), ${rt.n} messages, ${CONCURRENCY} at a time (${rt.rate.toFixed(0)}/s):`);
      console.log(`  p50 ${f(rt.p50)} ms, p99 ${f(rt.p99)} ms, max ${f(rt.max)} ms — target p99 ≤ 100 ms: ${rt.p99 <= 100 ? 'met' : 'NOT met'}`);
    }
    if (PART === 'rt') return;

    const smallSet = await pages(await fresh('bench_small'), tmp, 's', SMALL_MEMBERS, SMALL_MESSAGES);
    const bigSet = await pages(await fresh('bench_big'), tmp, 'b', BIG_MEMBERS, BIG_MESSAGES);
    console.log(`\ngenerated ${smallSet.messages} messages in ${smallSet.seconds.toFixed(1)} s; ${bigSet.messages} messages / ${BIG_MEMBERS} members in ${bigSet.seconds.toFixed(1)} s`);
    const { small, big } = await readBoth([smallSet, bigSet]);
    await smallSet.app.close();
    await bigSet.app.close();
    console.log('\n| page (median server time, ms) | 10,000 messages | 1,000,000 messages | ratio | ≤ 10 ms | ≤ 2× |');
    console.log('|---|---:|---:|---:|---|---|');
    for (const k of ['inbox', 'inboxNext', 'conversation', 'conversationBefore'] as const) {
      const ratio = big[k] / small[k];
      console.log(`| ${k} | ${f(small[k])} | ${f(big[k])} | ${ratio.toFixed(2)}× | ${big[k] <= 10 ? 'met' : 'NOT met'} | ${ratio <= 2 ? 'met' : 'NOT met'} |`);
    }
  } finally {
    for (const db of dbs) await db.$client.end().catch(() => {});
    await pg.stop();
    await fs.rm(tmp, { recursive: true, force: true });
    await fs.rm(pgDir, { recursive: true, force: true });
  }

  // Follow fan-out (issue 26) is measured by its own script, written with the follows.
  const fanout = path.join(path.dirname(new URL(import.meta.url).pathname), 'follow-fanout.ts');
  if (existsSync(fanout)) {
    console.log('\nfollow fan-out (scripts/bench/follow-fanout.ts):');
    const r = spawnSync(process.execPath, ['--import', 'tsx', fanout], { stdio: 'inherit' });
    if (r.status !== 0) throw new Error(`follow-fanout.ts exited with ${r.status}`);
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);

// Benchmark (issue 30 "Measured"): requests/s of each list a signed-in member uses, on the demo
// data, each as a ratio to a bare Fastify route answering the same bytes — all measured in this
// one run on 127.0.0.1, so a busy shared machine slows both sides alike. Target: the meetups list
// ≥ 0.05 of bare Fastify (and ≥ 1,500 req/s where the machine allows it).
//
//   npm run bench:lists        (BENCH_SECONDS=5 BENCH_CONNECTIONS=10; BENCH_ONLY=meetups to run one)
// Bounded and local: its own embedded PostgreSQL in a temp folder, removed afterwards.
import path from 'node:path';
import net from 'node:net';
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type autocannon from 'autocannon';
import Fastify from 'fastify';
import { withDemoApp } from './demo-app';

const SECONDS = Math.min(60, Number(process.env.BENCH_SECONDS ?? 5));
const CONNECTIONS = Math.min(100, Number(process.env.BENCH_CONNECTIONS ?? 10));
const ONLY = process.env.BENCH_ONLY;

// The load generator runs in its own process so it does not share the server's event loop.
const AUTOCANNON = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../node_modules/autocannon/autocannon.js');
function load(url: string, headers: Record<string, string>, duration: number) {
  const args = [AUTOCANNON, '-c', String(CONNECTIONS), '-d', String(duration), '-j', ...Object.entries(headers).flatMap(([k, v]) => ['-H', `${k}=${v}`]), url];
  return new Promise<autocannon.Result>((resolve, reject) => {
    execFile(process.execPath, args, { maxBuffer: 10 * 1024 * 1024 }, (err, stdout) => (err ? reject(err) : resolve(JSON.parse(stdout) as autocannon.Result)));
  });
}

/** The lists, as the web app asks for them (first page). */
const LISTS: Array<{ name: string; url: string }> = [
  { name: 'meetups (upcoming)', url: '/api/meetups?when=upcoming&limit=20' },
  { name: 'meetups (search)', url: '/api/meetups?when=upcoming&limit=20&q=data' },
  { name: 'meetups (mine)', url: '/api/meetups?when=all&mine=any&limit=20' },
  { name: 'meetups (past)', url: '/api/meetups?when=past&limit=20' },
  { name: 'venues', url: '/api/venues' },
  { name: 'notifications', url: '/api/notifications' },
  { name: 'profile', url: '/api/profile' },
  { name: 'home', url: '/api/home' },
  { name: 'conversations', url: '/api/messages/conversations' },
];

await withDemoApp('lists', async (app, db) => {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const appPort = (app.server.address() as net.AddressInfo).port;
  // The demo professional (Priya Shah) organises and attends demo meetups; a password of the run.
  const email = 'professional@civicconnect.example';
  const password = 'bench-lists-password-1';
  const { hashPassword } = await import('../../server/auth/passwords');
  await db.$client.query('update users set password_hash = $1 where email = $2', [await hashPassword(password), email]);
  const signIn = await app.inject({ method: 'POST', url: '/auth/v1/token?grant_type=password', payload: { email, password } });
  const token = signIn.json().access_token as string;
  if (!token) throw new Error(`sign-in failed: ${signIn.body}`);
  const headers = { authorization: `Bearer ${token}` };
  const { rows } = await db.$client.query<{ n: number }>('select count(*)::int as n from meetups');
  console.log(`Demo data: ${rows[0].n} meetups. Load: ${CONNECTIONS} connections, ${SECONDS} s each after a 1 s warm-up; Node ${process.version}.`);

  const bare = Fastify({ logger: false });
  let body = '';
  bare.get('/same', (_req, reply) => reply.type('application/json; charset=utf-8').send(body));
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const barePort = (bare.server.address() as net.AddressInfo).port;
  try {
    console.log('\n| list (signed in, first page) | bytes | app req/s | bare req/s | ratio | app p99 ms |');
    console.log('|---|--:|--:|--:|--:|--:|');
    for (const list of LISTS.filter((l) => !ONLY || l.name.startsWith(ONLY))) {
      const first = await fetch(`http://127.0.0.1:${appPort}${list.url}`, { headers });
      body = await first.text();
      if (first.status !== 200) throw new Error(`${list.url} answered ${first.status}: ${body.slice(0, 200)}`);
      // Interleaved: bare, then app, each after a short warm-up, so both see the same machine.
      await load(`http://127.0.0.1:${barePort}/same`, {}, 1);
      const b = await load(`http://127.0.0.1:${barePort}/same`, {}, SECONDS);
      await load(`http://127.0.0.1:${appPort}${list.url}`, headers, 1);
      const a = await load(`http://127.0.0.1:${appPort}${list.url}`, headers, SECONDS);
      if (a.non2xx > 0 || a.errors > 0) throw new Error(`${list.url}: ${a.non2xx} non-2xx, ${a.errors} errors`);
      const ratio = a.requests.average / b.requests.average;
      console.log(`| ${list.name} | ${body.length} | ${a.requests.average.toFixed(0)} | ${b.requests.average.toFixed(0)} | ${ratio.toFixed(3)} | ${a.latency.p99} |`);
      if (list.name === 'meetups (upcoming)') console.log(`|   target ≥ 0.05: ${ratio >= 0.05 ? 'met' : 'NOT met'}; ≥ 1,500 req/s: ${a.requests.average >= 1500 ? 'met' : 'NOT met'} | | | | | |`);
    }
  } finally {
    await bare.close();
  }
});

// Benchmark (issue 30, decision 0063): the signed-in meetups list's one statement, run as an
// unnamed query (parsed and planned on every call, as before) and as a named statement (planned
// once per connection), alternately on one connection so a busy machine slows both alike.
// Reports each one's median and p95 round trip and the ratio; on the demo data.
//
//   npm run bench:list-statement      (BENCH_CALLS=400; PROFILE_URL to pick another list)
import { withDemoApp } from './demo-app';

const CALLS = Number(process.env.BENCH_CALLS ?? 400);
const URL_ = process.env.PROFILE_URL ?? '/api/meetups?when=upcoming&limit=20';

await withDemoApp('list-statement', async (app, db) => {
  const email = 'professional@civicconnect.example';
  const password = 'bench-lists-password-1';
  const { hashPassword } = await import('../../server/auth/passwords');
  await db.$client.query('update users set password_hash = $1 where email = $2', [await hashPassword(password), email]);
  const signIn = await app.inject({ method: 'POST', url: '/auth/v1/token?grant_type=password', payload: { email, password } });
  const headers = { authorization: `Bearer ${signIn.json().access_token}` };

  // The statement the route really sends (its text and values), captured from the pool.
  let captured: { text: string; values: unknown[] } | null = null;
  const pool = db.$client as unknown as { query: (...a: unknown[]) => unknown };
  const orig = pool.query.bind(pool);
  pool.query = (...args: unknown[]) => {
    const a0 = args[0] as { text?: string; values?: unknown[]; name?: string };
    if (typeof a0 === 'object' && a0.name?.startsWith('meetups_list')) captured = { text: a0.text!, values: a0.values ?? (args[1] as unknown[] | undefined) ?? [] };
    return orig(...args);
  };
  const res = await app.inject({ url: URL_, headers });
  pool.query = orig;
  if (res.statusCode !== 200 || !captured) throw new Error(`no list statement captured (${res.statusCode})`);
  const { text, values } = captured as { text: string; values: unknown[] };

  const client = await db.$client.connect();
  try {
    const unnamed: number[] = [];
    const named: number[] = [];
    const time = async (into: number[], q: { text: string; values: unknown[]; name?: string }) => {
      const t0 = performance.now();
      await client.query(q);
      into.push(performance.now() - t0);
    };
    for (let i = 0; i < 20; i++) await time([], { text, values }); // warm caches
    for (let i = 0; i < CALLS; i++) {
      await time(unnamed, { text, values });
      await time(named, { name: 'bench_list', text, values });
    }
    const at = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))];
    console.log(`${URL_} (signed in), ${CALLS} calls each, alternating on one connection; Node ${process.version}`);
    console.log('\n| list statement | median ms | p95 ms |');
    console.log('|---|--:|--:|');
    console.log(`| unnamed (planned every call) | ${at(unnamed, 0.5).toFixed(3)} | ${at(unnamed, 0.95).toFixed(3)} |`);
    console.log(`| named (planned once) | ${at(named, 0.5).toFixed(3)} | ${at(named, 0.95).toFixed(3)} |`);
    console.log(`| ratio named ÷ unnamed | ${(at(named, 0.5) / at(unnamed, 0.5)).toFixed(2)} | ${(at(named, 0.95) / at(unnamed, 0.95)).toFixed(2)} |`);
  } finally {
    client.release();
  }
});

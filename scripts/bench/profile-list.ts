// Diagnostic (issue 30): sequential in-process timing of one list URL on the demo data, for
// `node --cpu-prof --import tsx scripts/bench/profile-list.ts` and EXPLAIN ANALYZE of its queries.
//   PROFILE_URL=/api/meetups?limit=20 PROFILE_REQUESTS=500
import { withDemoApp } from './demo-app';

const URL_ = process.env.PROFILE_URL ?? '/api/meetups?when=upcoming&limit=20';
const N = Number(process.env.PROFILE_REQUESTS ?? 500);
await withDemoApp('profile', async (app, db) => {
  const email = 'professional@civicconnect.example';
  const password = 'bench-lists-password-1';
  const { hashPassword } = await import('../../server/auth/passwords');
  await db.$client.query('update users set password_hash = $1 where email = $2', [await hashPassword(password), email]);
  const signIn = await app.inject({ method: 'POST', url: '/auth/v1/token?grant_type=password', payload: { email, password } });
  const headers = { authorization: `Bearer ${signIn.json().access_token}` };
  if (process.env.PROFILE_LOG_SQL) {
    const orig = db.$client.query.bind(db.$client);
    (db.$client as unknown as { query: unknown }).query = (...args: unknown[]) => {
      const t = performance.now();
      const r = (orig as (...a: unknown[]) => Promise<unknown>)(...args);
      void Promise.resolve(r).then(() => console.log(`${(performance.now() - t).toFixed(2)} ms  ${String((args[0] as { text?: string }).text ?? args[0]).slice(0, 160).replace(/\s+/g, ' ')}`));
      return r;
    };
    const seen: Array<{ text: string; values?: unknown[] }> = [];
    const logging = (db.$client as unknown as { query: unknown }).query;
    (db.$client as unknown as { query: unknown }).query = (...args: unknown[]) => {
      const a0 = args[0] as { text?: string; values?: unknown[] } | string;
      seen.push(typeof a0 === 'string' ? { text: a0, values: args[1] as unknown[] } : { text: a0.text!, values: a0.values ?? (args[1] as unknown[]) });
      return (logging as (...a: unknown[]) => unknown)(...args);
    };
    await app.inject({ url: URL_, headers });
    (db.$client as unknown as { query: unknown }).query = orig;
    await new Promise((r) => setTimeout(r, 100));
    for (const q of seen) {
      if (!/^\s*(select|with)/i.test(q.text)) continue;
      const plan = await db.$client.query(`explain (analyze, buffers) ${q.text}`, q.values);
      console.log(`\n${q.text.slice(0, 120)}\n${plan.rows.map((x: Record<string, string>) => x['QUERY PLAN']).join('\n')}`);
    }
  }
  for (let i = 0; i < 50; i++) await app.inject({ url: URL_, headers });
  if (process.env.PROFILE_QUERY_TIMES) {
    // Where a warm request's time goes: each query's round trip, then the whole request.
    const orig = db.$client.query.bind(db.$client);
    (db.$client as unknown as { query: unknown }).query = (...args: unknown[]) => {
      const t = performance.now();
      const r = (orig as (...a: unknown[]) => Promise<unknown>)(...args);
      void Promise.resolve(r).then(() => console.log(`  ${(performance.now() - t).toFixed(2)} ms  ${String((args[0] as { text?: string }).text ?? args[0]).slice(0, 60).replace(/\s+/g, ' ')}`));
      return r;
    };
    for (let i = 0; i < 3; i++) {
      const t = performance.now();
      await app.inject({ url: URL_, headers });
      console.log(`request ${(performance.now() - t).toFixed(2)} ms`);
    }
    (db.$client as unknown as { query: unknown }).query = orig;
  }
  // PROFILE_CPU=file.cpuprofile: a CPU profile of the timed loop only (not of the seeding).
  const { Session } = await import('node:inspector/promises');
  const session = new Session();
  if (process.env.PROFILE_CPU) {
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.start');
  }
  const t0 = performance.now();
  for (let i = 0; i < N; i++) {
    const r = await app.inject({ url: URL_, headers });
    if (r.statusCode !== 200) throw new Error(r.body);
  }
  if (process.env.PROFILE_CPU) {
    const { profile } = await session.post('Profiler.stop');
    const fs = await import('node:fs/promises');
    await fs.writeFile(process.env.PROFILE_CPU, JSON.stringify(profile));
  }
  console.log(`${URL_}: ${((performance.now() - t0) / N).toFixed(2)} ms per request (inject, sequential)`);
});

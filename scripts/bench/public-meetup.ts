// Benchmark (issue 14): server time of GET /m/{id} — the server-rendered public meetup page —
// on the demo data, median of BENCH_REQUESTS requests per approved meetup (in-process through
// Fastify's inject, so it is the server's time without the network). Baseline in the same run:
// the app's plain index.html for a client-side route (/about), which does no database work.
// Target: median ≤ 10 ms. `npm run bench:public-meetup`.
import { performance } from 'node:perf_hooks';
import { withDemoApp } from './demo-app';

const REQUESTS = Math.min(5000, Number(process.env.BENCH_REQUESTS ?? 300));

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.95)];

await withDemoApp('public-meetup', async (app, db) => {
  const { rows } = await db.$client.query<{ id: string }>("select id from meetups where booking_status = 'approved'");
  console.log(`Demo data: ${rows.length} approved meetups`);

  const time = async (url: string, status: number) => {
    const t0 = performance.now();
    const res = await app.inject({ url });
    const ms = performance.now() - t0;
    if (res.statusCode !== status) throw new Error(`${url} answered ${res.statusCode}`);
    return ms;
  };
  // Warm-up: the gazetteer loads once, JIT settles.
  for (const { id } of rows) for (let i = 0; i < 20; i++) await time(`/m/${id}`, 200);
  for (let i = 0; i < 50; i++) await time('/about', 200);

  const page: number[] = [];
  const base: number[] = [];
  // Interleaved, so both see the same machine load.
  for (let i = 0; i < REQUESTS; i++) {
    for (const { id } of rows) page.push(await time(`/m/${id}`, 200));
    base.push(await time('/about', 200));
  }
  const m = median(page);
  const b = median(base);
  console.log(`GET /m/{id}: median ${m.toFixed(2)} ms, p95 ${p95(page).toFixed(2)} ms over ${page.length} requests`);
  console.log(`baseline GET /about (index.html, no database): median ${b.toFixed(2)} ms`);
  console.log(`ratio ${(m / b).toFixed(1)}× the baseline; target median ≤ 10 ms: ${m <= 10 ? 'met' : 'NOT met'}`);
});

// Benchmark (issue 13): the main-thread work of a page's first load on a phone — what Lighthouse's
// Total Blocking Time is made of. The production build (compiled server, seeded demo data) is
// loaded cold in Chromium with the CPU slowed 4× (Lighthouse's mobile setting), for `/`,
// `/about`, `/login`, a partner page `/v/{slug}`, a meetup page `/m/{id}` and `/meetups` signed
// in; per page: scripting ms and all task ms (CDP Performance metrics), and the count, sum and
// blocking part (each task's time past 50 ms) of the long tasks, medians of BOOT_RUNS runs.
//
//   npm run bench:boot                              this build (dist/web)
//   npm run bench:boot -- --baseline DIR            and another build (a dist folder with web/
//                                                   and ssr/, or a web folder), interleaved in
//                                                   the same run, with ratios
//   npm run bench:boot -- --profile                 and each page's top functions by self time
//                                                   (.tmp/bench-boot/*.cpuprofile)
//
// A busy machine shifts every figure; compare ratios against the baseline of the same run.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { freePort } from '../../tests/helpers/free-port';

const RUNS = Number(process.env.BOOT_RUNS ?? 5);
const args = process.argv.slice(2);
const baselineDir = args.includes('--baseline') ? path.resolve(args[args.indexOf('--baseline') + 1]) : null;
const profile = args.includes('--profile');
const only = args.includes('--pages') ? args[args.indexOf('--pages') + 1].split(',') : null;
const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const OUT = '.tmp/bench-boot';

if (!existsSync('dist/web/index.html')) spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
if (spawnSync('npm', ['run', '-s', 'build:server'], { stdio: 'inherit' }).status !== 0) process.exit(1);
mkdirSync(OUT, { recursive: true });

type Variant = { name: string; root: string; origin: string; server?: ChildProcess; data: string; pages: string[]; session: string };

/** A project folder for a web build other than dist/web: the same compiled server, that web build. */
function rootFor(webDir: string): string {
  const root = path.resolve(OUT, 'baseline-root');
  rmSync(root, { recursive: true, force: true });
  mkdirSync(path.join(root, 'dist'), { recursive: true });
  cpSync('package.json', path.join(root, 'package.json'));
  symlinkSync(path.resolve('migrations'), path.join(root, 'migrations'));
  cpSync('dist/server', path.join(root, 'dist/server'), { recursive: true });
  // A dist folder (web/ and the server renderer ssr/) or a web folder alone.
  const web = existsSync(path.join(webDir, 'web/index.html')) ? path.join(webDir, 'web') : webDir;
  cpSync(web, path.join(root, 'dist/web'), { recursive: true });
  if (existsSync(path.join(webDir, 'ssr'))) cpSync(path.join(webDir, 'ssr'), path.join(root, 'dist/ssr'), { recursive: true });
  return root;
}

async function startVariant(name: string, root: string): Promise<Variant> {
  const data = await fs.mkdtemp(path.join(os.tmpdir(), 'cc-bench-boot-'));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [path.join(root, 'dist/server/main.js')], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: origin, DATA_DIR: data, EMBEDDED_PG_PORT: String(await freePort()), SEED_DEMO: 'true', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (;;) {
    if (server.exitCode !== null) throw new Error(`${name}: server exited with ${server.exitCode}`);
    if (await fetch(`${origin}/api/health`).then((r) => r.ok, () => false)) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  const partners = (await (await fetch(`${origin}/api/partners`)).json()) as { slug: string }[];
  // The sitemap is an index of files (decision 0062): the first meetups file's first address.
  const meetupsFile = /<loc>([^<]*sitemap-meetups[^<]*)<\/loc>/.exec(await (await fetch(`${origin}/sitemap.xml`)).text())![1];
  const meetupPage = /\/m\/[0-9a-f-]{36}/.exec(await (await fetch(new URL(new URL(meetupsFile).pathname, origin))).text())![0];
  // The demo Professional Partner's session, stored where the app looks for it (as E2E does).
  const password = readFileSync(path.join(data, 'demo-accounts.txt'), 'utf8').match(/^professional, \S+, (\S+)$/m)![1];
  const session = await (await fetch(`${origin}/auth/v1/token?grant_type=password`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'professional@civicconnect.example', password }) })).json();
  session.expires_at ??= Math.round(Date.now() / 1000) + Number(session.expires_in);
  // BOOT_LANGUAGES=de,ar: the home and the meetup page in those languages too (issue 29), as a visitor asking with ?hl=.
  const languages = (process.env.BOOT_LANGUAGES ?? '').split(',').filter(Boolean).flatMap((l) => [`/?hl=${l}`, `${meetupPage}?hl=${l}`]);
  return { name, root, origin, server, data, pages: ['/', '/about', '/login', `/v/${partners[0].slug}`, meetupPage, '/meetups', ...languages], session: JSON.stringify(session) };
}

type Sample = { script: number; tasks: number; longCount: number; longSum: number; blocking: number };
type ProfileNode = { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] };
type CpuProfile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

/** One cold load of `page` (fresh context: no cache, no storage, no service worker yet). */
async function measure(browser: Browser, v: Variant, page: string, index: number): Promise<{ sample: Sample; cpu?: CpuProfile }> {
  // Lighthouse's phone: 412×823 at 1.75×, touch.
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  await context.addInitScript(`
    window.__longTasks = [];
    new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__longTasks.push([Math.round(e.startTime), Math.round(e.duration)]); }).observe({ type: 'longtask', buffered: true });
  `);
  if (page === '/meetups') await context.addInitScript(`localStorage.setItem('cc-auth', ${JSON.stringify(v.session)})`);
  const tab = await context.newPage();
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Performance.enable');
  if (profile) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
  }
  await tab.goto(v.origin + page, { waitUntil: 'load' });
  await tab.waitForLoadState('networkidle');
  // Late work (idle callbacks, lazy chunks, queries resolving) belongs to the first load too.
  await tab.waitForTimeout(1500);
  const cpu = profile ? ((await cdp.send('Profiler.stop')).profile as CpuProfile) : undefined;
  const { metrics } = await cdp.send('Performance.getMetrics');
  const metric = (n: string) => (metrics.find((m) => m.name === n)?.value ?? 0) * 1000;
  const tasks = (await tab.evaluate('window.__longTasks')) as [number, number][];
  const long = tasks.map(([, d]) => d);
  if (profile) console.log(`${v.name} ${page}: long tasks at [start, ms] ${JSON.stringify(tasks)}`);
  await context.close();
  if (cpu) writeFileSync(`${OUT}/${v.name}-${page.replace(/\W+/g, '_')}-${index}.cpuprofile`, JSON.stringify(cpu));
  return {
    sample: { script: metric('ScriptDuration'), tasks: metric('TaskDuration'), longCount: long.length, longSum: long.reduce((s, d) => s + d, 0), blocking: long.reduce((s, d) => s + Math.max(0, d - 50), 0) },
    cpu,
  };
}

/** Self time per function (name, file, line) in ms, summed over profiles. */
function selfTimes(profiles: CpuProfile[], into = new Map<string, number>()) {
  for (const p of profiles) {
    const byId = new Map(p.nodes.map((n) => [n.id, n]));
    p.samples.forEach((id, i) => {
      const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
      const key = `${functionName || '(anonymous)'} ${url ? `${url.replace(/^.*\//, '')}:${lineNumber + 1}` : ''}`.trim();
      into.set(key, (into.get(key) ?? 0) + (p.timeDeltas[i] ?? 0) / 1000);
    });
  }
  return into;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

const variants: Variant[] = [];
let browser: Browser | null = null;
try {
  variants.push(await startVariant('this', process.cwd()));
  if (baselineDir) variants.push(await startVariant('baseline', rootFor(baselineDir)));
  browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: FLAGS });
  const pageCount = variants[0].pages.length;
  const label = (i: number) => {
    const [p, query] = variants[0].pages[i].split('?');
    const name = p.startsWith('/v/') ? '/v/{slug}' : p.startsWith('/m/') ? '/m/{id}' : p === '/meetups' ? '/meetups (signed in)' : p;
    return query ? `${name}?${query}` : name;
  };
  // --pages /,/about,/v,/m,/meetups
  const wanted = (i: number) => !only || only.includes(label(i).replace(/\/\{.*| .*/, ''));
  const samples = variants.map(() => Array.from({ length: pageCount }, () => [] as Sample[]));
  const cpus = variants.map(() => Array.from({ length: pageCount }, () => [] as CpuProfile[]));
  // Warm the servers (first queries, file caches) before anything counts.
  for (const v of variants) for (const p of v.pages) await fetch(v.origin + p).then((r) => r.text());
  for (let run = 0; run < RUNS; run++) {
    for (let i = 0; i < pageCount; i++) {
      if (!wanted(i)) continue;
      // Interleaved: load on the machine falls on both builds alike.
      for (const [vi, v] of variants.entries()) {
        const { sample, cpu } = await measure(browser, v, v.pages[i], run);
        samples[vi][i].push(sample);
        if (cpu) cpus[vi][i].push(cpu);
      }
    }
  }
  const fmt = (n: number) => n.toFixed(0).padStart(6);
  console.log(`\nmedians of ${RUNS} cold loads at 4× CPU slow-down (ms; long tasks: count / sum / blocking = Σ(d − 50))`);
  console.log('| page | build | scripting | all tasks | long tasks | long-task ms | blocking |');
  console.log('|---|---|---|---|---|---|---|');
  for (let i = 0; i < pageCount; i++) {
    if (!wanted(i)) continue;
    const m = samples.map((s) => ({ script: median(s[i].map((x) => x.script)), tasks: median(s[i].map((x) => x.tasks)), count: median(s[i].map((x) => x.longCount)), sum: median(s[i].map((x) => x.longSum)), blocking: median(s[i].map((x) => x.blocking)) }));
    for (const [vi, v] of variants.entries()) console.log(`| \`${label(i)}\` | ${v.name} | ${fmt(m[vi].script)} | ${fmt(m[vi].tasks)} | ${m[vi].count} | ${fmt(m[vi].sum)} | ${fmt(m[vi].blocking)} |`);
    if (baselineDir) {
      const r = (a: number, b: number) => (b ? (a / b).toFixed(2) : '—');
      console.log(`| \`${label(i)}\` | ratio this/baseline | ${r(m[0].script, m[1].script)} | ${r(m[0].tasks, m[1].tasks)} | | ${r(m[0].sum, m[1].sum)} | ${r(m[0].blocking, m[1].blocking)} |`);
    }
  }
  if (profile) {
    for (let i = 0; i < pageCount; i++) {
      if (!wanted(i)) continue;
      const top = [...selfTimes(cpus[0][i])].filter(([k]) => !/^\((idle|program|garbage collector)\)/.test(k)).sort((a, b) => b[1] - a[1]).slice(0, 25);
      console.log(`\n${label(i)} (${variants[0].name}): top self time, ms per load`);
      for (const [k, ms] of top) console.log(`${(ms / cpus[0][i].length).toFixed(1).padStart(7)}  ${k}`);
    }
  }
} finally {
  await browser?.close();
  for (const v of variants) {
    v.server?.kill('SIGTERM');
    if (v.server && v.server.exitCode === null) await new Promise((r) => v.server!.once('exit', r));
    await fs.rm(v.data, { recursive: true, force: true });
  }
}

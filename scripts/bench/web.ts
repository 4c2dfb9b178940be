// Benchmark (issue 13): Lighthouse (v12, mobile defaults: simulated slow 4G and 4× CPU slow-down)
// on the production build — the compiled server with its seeded demo data — for the public pages
// `/`, `/about`, `/login`, a partner page `/v/{slug}`, and `/meetups` signed in as the demo
// Professional Partner. Prints performance, accessibility, best practices and SEO per page.
// Targets: performance ≥ 95 on public pages and ≥ 90 on /meetups; the other three 100.
// `npm run bench:web` (Chromium at CHROME_PATH, default /usr/bin/chromium).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from '@playwright/test';
import { freePort } from '../../tests/helpers/free-port';

const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

if (!existsSync('dist/web/index.html')) spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
if (spawnSync('npm', ['run', '-s', 'build:server'], { stdio: 'inherit' }).status !== 0) process.exit(1);

const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'cc-bench-web-'));
const port = await freePort();
const origin = `http://localhost:${port}`;
const server = spawn(process.execPath, ['dist/server/main.js'], {
  env: { ...process.env, PORT: String(port), PUBLIC_URL: origin, DATA_DIR: path.join(dir, 'data'), EMBEDDED_PG_PORT: String(await freePort()), SEED_DEMO: 'true', LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const browserPort = await freePort();
let browser: Awaited<ReturnType<typeof chromium.launchPersistentContext>> | null = null;
try {
  for (;;) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    if (await fetch(`${origin}/api/health`).then((r) => r.ok, () => false)) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  // The demo Professional Partner's session, stored where the app looks for it (as E2E does).
  const password = readFileSync(path.join(dir, 'data', 'demo-accounts.txt'), 'utf8').match(/^professional, \S+, (\S+)$/m)![1];
  const session = await (await fetch(`${origin}/auth/v1/token?grant_type=password`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'professional@civicconnect.example', password }) })).json();
  session.expires_at ??= Math.round(Date.now() / 1000) + Number(session.expires_in);
  const partners = (await (await fetch(`${origin}/api/partners`)).json()) as { slug: string }[];

  browser = await chromium.launchPersistentContext(path.join(dir, 'chrome'), { executablePath: CHROME, args: [...FLAGS, `--remote-debugging-port=${browserPort}`] });
  const run = async (url: string) => {
    const result = await lighthouse(url, { port: browserPort, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'], disableStorageReset: true });
    const lhr = result!.lhr;
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const failing = Object.values(lhr.audits).filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary').map((a) => a.id);
    return { perf: score('performance'), a11y: score('accessibility'), bp: score('best-practices'), seo: score('seo'), lcp: lhr.audits['largest-contentful-paint'].displayValue, failing };
  };
  const rows: [string, Awaited<ReturnType<typeof run>>, number][] = [];
  for (const p of ['/', '/about', '/login', `/v/${partners[0].slug}`]) rows.push([p, await run(origin + p), 95]);
  const page = await browser.newPage();
  await page.goto(`${origin}/api/health`);
  await page.evaluate((value) => localStorage.setItem('cc-auth', value), JSON.stringify(session));
  await page.close();
  rows.push(['/meetups (signed in)', await run(`${origin}/meetups`), 90]);

  console.log('| page | performance | accessibility | best practices | SEO | LCP |');
  console.log('|---|---|---|---|---|---|');
  for (const [p, r] of rows) console.log(`| \`${p}\` | ${r.perf} | ${r.a11y} | ${r.bp} | ${r.seo} | ${r.lcp} |`);
  for (const [p, r, target] of rows) {
    const met = r.perf >= target && r.a11y === 100 && r.bp === 100 && r.seo === 100;
    console.log(`${p}: ${met ? 'targets met' : `NOT met (performance target ${target}; failing: ${r.failing.join(', ') || 'none binary'})`}`);
  }
} finally {
  await browser?.close().catch(() => {});
  server.kill('SIGTERM');
  if (server.exitCode === null) await new Promise((r) => server.once('exit', r));
  await fs.rm(dir, { recursive: true, force: true });
}

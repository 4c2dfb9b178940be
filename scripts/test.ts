// `npm test`: unit + API tests (Vitest, real PostgreSQL), then E2E (Playwright, system Chromium),
// ending with one line "N passed, N failed[, N skipped]".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

type Counts = { passed: number; failed: number; skipped: number };
const total: Counts = { passed: 0, failed: 0, skipped: 0 };
mkdirSync('.tmp', { recursive: true });
const only = process.argv[2]; // optional: 'api' or 'e2e'

function run(cmd: string, args: string[], env: Record<string, string> = {}) {
  const res = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return res.status ?? 1;
}

function readJson(file: string): any | null {
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

// One build for the whole run: API tests check what the server sends for the built app, and E2E
// drives it (the web app into dist/web, the server into dist/server/main.js).
const build = run('npx', ['vite', 'build', '--logLevel', 'warn']) || run('npm', ['run', '-s', 'build:server']);
if (build !== 0) total.failed += 1;

if (only !== 'e2e') {
  const out = '.tmp/vitest.json';
  rmSync(out, { force: true });
  const code = run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`]);
  const r = readJson(out);
  if (!r) total.failed += 1; // the runner itself failed before reporting
  else {
    total.passed += r.numPassedTests;
    total.failed += r.numFailedTests + (r.numFailedTests === 0 && code !== 0 ? Math.max(1, r.numFailedTestSuites) : 0);
    total.skipped += r.numPendingTests + r.numTodoTests;
  }
}

if (only !== 'api') {
  const out = '.tmp/playwright.json';
  rmSync(out, { force: true });
  if (build === 0) {
    const code = run('npx', ['playwright', 'test'], { PLAYWRIGHT_JSON_OUTPUT_NAME: out });
    const r = readJson(out);
    if (!r) total.failed += 1;
    else {
      const s = r.stats;
      total.passed += s.expected + s.flaky;
      total.failed += s.unexpected + (s.unexpected === 0 && code !== 0 ? 1 : 0);
      total.skipped += s.skipped;
    }
  }
}

console.log(`${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`);
process.exit(total.failed > 0 ? 1 : 0);

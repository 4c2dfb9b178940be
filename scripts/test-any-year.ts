// `npm run test:any-year`: the unit and API tests (Vitest, real PostgreSQL) with the clock two
// years ahead, to prove no test leans on a fixed calendar date (issue 25, "tests that pass in any
// year"). Debian's `faketime` moves the wall clock of the whole process tree — the test workers
// and the embedded PostgreSQL they start alike (libfaketime is preloaded into every child); the
// monotonic clock is left alone, so timers and timeouts run as usual.
// Prints what failed and one sentence; `npm test`'s "N passed, N failed" line stays the only one.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const DAYS = 730;
const fake = { ...process.env, FAKETIME_DONT_FAKE_MONOTONIC: '1' };
const faketime = (args: string[], stdio: 'inherit' | 'pipe') => spawnSync('faketime', ['-f', `+${DAYS}d`, ...args], { env: fake, stdio, encoding: 'utf8' });

function fail(message: string): never {
  console.error(`any-year run: ${message}`);
  process.exit(1);
}

// The clock must really be ahead, or the run proves nothing.
const probe = faketime([process.execPath, '-e', 'console.log(Date.now())'], 'pipe');
if (probe.error || probe.status !== 0) fail('`faketime` is missing (Debian package faketime: apt-get install faketime).');
const ahead = (Number(probe.stdout.trim()) - Date.now()) / 86_400_000;
if (!(ahead > DAYS - 1)) fail(`faketime did not move the clock (${ahead.toFixed(1)} days ahead).`);

// Tests of the built app need a build, as in `npm test`; it is made with the real clock.
if (!existsSync('dist/web/index.html') && spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' }).status !== 0) fail('vite build failed.');
if (spawnSync('npm', ['run', '-s', 'build:server'], { stdio: 'inherit' }).status !== 0) fail('the server build failed.');

mkdirSync('.tmp', { recursive: true });
const out = '.tmp/vitest-any-year.json';
rmSync(out, { force: true });
const started = Date.now();
// The JSON report only: Vitest's own summary ("Tests  N passed") would read like npm test's last line.
console.log(`any-year run: Vitest with the clock ${DAYS} days ahead (several minutes; failures are listed at the end)…`);
const run = faketime(['npx', 'vitest', 'run', '--reporter=json', `--outputFile.json=${out}`, ...process.argv.slice(2)], 'inherit');
const minutes = ((Date.now() - started) / 60_000).toFixed(1);
if (!existsSync(out)) fail(`Vitest stopped before reporting (exit ${run.status}).`);

type Report = { numTotalTests: number; testResults: { name: string; message?: string; assertionResults: { fullName: string; status: string; failureMessages?: string[] }[] }[] };
const report = JSON.parse(readFileSync(out, 'utf8')) as Report;
const failed = report.testResults.flatMap((f) =>
  f.assertionResults.filter((a) => a.status === 'failed').map((a) => `${f.name.replace(`${process.cwd()}/`, '')} › ${a.fullName}\n    ${(a.failureMessages?.[0] ?? '').split('\n').slice(0, 6).join('\n    ')}`),
);
const brokenFiles = report.testResults.filter((f) => f.message && f.assertionResults.length === 0).map((f) => `${f.name.replace(`${process.cwd()}/`, '')}: ${f.message}`);
const clock = new Date(Date.now() + DAYS * 86_400_000).toISOString().slice(0, 10);
if (failed.length === 0 && brokenFiles.length === 0 && run.status === 0) {
  console.log(`any-year run: every one of ${report.numTotalTests} tests held with the clock at ${clock} (${DAYS} days ahead), in ${minutes} min.`);
  process.exit(0);
}
for (const line of [...failed, ...brokenFiles]) console.error(`  failing with the clock ${DAYS} days ahead: ${line}`);
fail(`${failed.length + brokenFiles.length} of ${report.numTotalTests} tests or files broke with the clock at ${clock} (${minutes} min).`);

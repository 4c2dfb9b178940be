import { spawn, type ChildProcess } from 'node:child_process';

// The real entry point (server/main.ts) as a separate process, for start-up and operations tests.
export type Run = { proc: ChildProcess; output: () => string; exited: Promise<number | null> };

export function startApp(env: Record<string, string>): Run {
  const proc = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  proc.stdout!.on('data', (d) => (out += d));
  proc.stderr!.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((r) => proc.on('exit', (code) => r(code)));
  return { proc, output: () => out, exited };
}

export async function waitForOutput(run: Run, pattern: RegExp, ms = 60_000) {
  const end = Date.now() + ms;
  while (!pattern.test(run.output())) {
    if (Date.now() > end || run.proc.exitCode !== null) throw new Error(`never printed ${pattern}:\n${run.output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export async function stopApp(run: Run) {
  if (run.proc.exitCode !== null) return run.proc.exitCode;
  run.proc.kill('SIGTERM');
  return run.exited;
}

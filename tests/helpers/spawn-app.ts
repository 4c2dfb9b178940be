import { spawn, type ChildProcess } from 'node:child_process';

// The real entry point (server/main.ts) as a separate process, for start-up and operations tests.
// `command` runs something else instead (e.g. `npm start`); it then gets its own process group,
// so stopping it reaches npm's children too.
export type Run = { proc: ChildProcess; output: () => string; exited: Promise<number | null>; group: boolean };

export function startApp(env: Record<string, string>, command?: { cmd: string; args: string[] }): Run {
  const [cmd, args] = command ? [command.cmd, command.args] : [process.execPath, ['--import', 'tsx', 'server/main.ts']];
  const proc = spawn(cmd, args, {
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: Boolean(command),
  });
  let out = '';
  proc.stdout!.on('data', (d) => (out += d));
  proc.stderr!.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((r) => proc.on('exit', (code) => r(code)));
  return { proc, output: () => out, exited, group: Boolean(command) };
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
  if (run.group) process.kill(-run.proc.pid!, 'SIGTERM');
  else run.proc.kill('SIGTERM');
  return run.exited;
}

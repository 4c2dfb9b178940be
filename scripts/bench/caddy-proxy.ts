// The real Caddy in front of the bench's app instances (bench:load with BENCH_PROXY=caddy), with
// deploy/Caddyfile itself: its site block and reverse_proxy (round robin, /api/ready health checks,
// retries; Caddy proxies WebSocket upgrades and sets X-Forwarded-For/-Proto/-Host by itself), only
// the upstreams swapped for the instances' ports and a global block for a local run (no admin
// endpoint, no HTTPS, bound to 127.0.0.1). Debian: `apt-get install -y caddy` (2.6.2); run here as
// a child process, not as the system service.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { freePort } from '../../tests/helpers/free-port';

export type CaddyProxy = { url: string; version: string; caddyfile: string; pid: number; close: () => Promise<void> };

/** Caddy's version, or null when no `caddy` is on PATH. */
export function caddyVersion(): string | null {
  const r = spawnSync('caddy', ['version'], { encoding: 'utf8' });
  return r.error || r.status !== 0 ? null : r.stdout.trim();
}

/** deploy/Caddyfile with these upstreams, for a local run. Throws if its reverse_proxy line has changed shape. */
export async function localCaddyfile(upstreamPorts: number[]) {
  const deployed = await fs.readFile(path.resolve('deploy/Caddyfile'), 'utf8');
  const line = /^(\s*reverse_proxy)\s+[^{\n]+\{/m;
  if (!line.test(deployed)) throw new Error('deploy/Caddyfile has no `reverse_proxy <upstreams> {` line to point at the bench instances');
  const global = ['{', '\tadmin off', '\tauto_https off', '\tdefault_bind 127.0.0.1', '}', ''].join('\n');
  return global + deployed.replace(line, (_m, head: string) => `${head} ${upstreamPorts.map((p) => `127.0.0.1:${p}`).join(' ')} {`);
}

export async function caddyProxy(upstreamPorts: number[], dir: string): Promise<CaddyProxy | null> {
  const version = caddyVersion();
  if (!version) return null;
  const port = await freePort();
  const caddyfile = await localCaddyfile(upstreamPorts);
  await fs.mkdir(dir, { recursive: true });
  const file = path.join(dir, 'Caddyfile');
  await fs.writeFile(file, caddyfile);
  // Its config and data folders (autosave, certificates it will not need) in the temp dir, not ~.
  const env = { ...process.env, SITE_ADDRESS: `:${port}`, XDG_CONFIG_HOME: path.join(dir, 'config'), XDG_DATA_HOME: path.join(dir, 'data') };
  const proc = spawn('caddy', ['run', '--config', file, '--adapter', 'caddyfile'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  proc.stdout!.on('data', (d) => (out = (out + d).slice(-20_000)));
  proc.stderr!.on('data', (d) => (out = (out + d).slice(-20_000)));
  const exited = new Promise<void>((r) => proc.on('exit', () => r()));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (await fetch(`${url}/api/health`).then((r) => r.ok).catch(() => false)) break;
    if (i > 150 || proc.exitCode !== null) {
      proc.kill('SIGTERM');
      throw new Error(`Caddy did not answer ${url}/api/health:\n${out}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    version,
    caddyfile,
    pid: proc.pid!,
    close: async () => {
      if (proc.exitCode === null) proc.kill('SIGTERM');
      await exited;
    },
  };
}

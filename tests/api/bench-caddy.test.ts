import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { caddyProxy, caddyVersion, localCaddyfile } from '../../scripts/bench/caddy-proxy';

// bench:load's BENCH_PROXY=caddy (decision 0082) runs deploy/Caddyfile itself in front of the
// instances; these check that it is that file (only the upstreams swapped) and, where Caddy is
// installed (`apt-get install -y caddy`), that it balances HTTP and WebSocket upgrades as the app needs.
const deployed = readFileSync('deploy/Caddyfile', 'utf8');
const directives = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));

describe('the bench Caddyfile', () => {
  it('is deploy/Caddyfile with the instances as upstreams and a local global block', async () => {
    const local = await localCaddyfile([4101, 4102]);
    expect(local).toContain('reverse_proxy 127.0.0.1:4101 127.0.0.1:4102 {');
    expect(local).not.toMatch(/app1:3000|app2:3000/);
    // Every directive of the deployed file is there, in order, the upstream line aside.
    const kept = directives(local);
    for (const line of directives(deployed).filter((l) => !l.startsWith('reverse_proxy'))) expect(kept).toContain(line);
    expect(kept.slice(0, 5)).toEqual(['{', 'admin off', 'auto_https off', 'default_bind 127.0.0.1', '}']);
  });

  it.skipIf(!caddyVersion())('adapts in the installed Caddy to round robin over both, health-checked on /api/ready', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'cc-caddyfile-'));
    try {
      await fs.writeFile(path.join(dir, 'Caddyfile'), await localCaddyfile([4101, 4102]));
      const r = spawnSync('caddy', ['adapt', '--config', path.join(dir, 'Caddyfile'), '--adapter', 'caddyfile'], { encoding: 'utf8', env: { ...process.env, SITE_ADDRESS: ':4100' } });
      expect(r.status, r.stderr).toBe(0);
      const server = JSON.parse(r.stdout).apps.http.servers.srv0;
      expect(server.listen).toEqual(['127.0.0.1:4100']);
      const proxy = server.routes[0].handle[0];
      expect(proxy.upstreams).toEqual([{ dial: '127.0.0.1:4101' }, { dial: '127.0.0.1:4102' }]);
      expect(proxy.load_balancing.selection_policy.policy).toBe('round_robin');
      expect(proxy.health_checks.active.uri).toBe('/api/ready');
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});

describe.skipIf(!caddyVersion())('Caddy in front of two upstreams (BENCH_PROXY=caddy)', () => {
  const closers: Array<() => Promise<unknown>> = [];
  afterAll(async () => {
    for (const close of closers.reverse()) await close();
  });

  it('alternates requests and WebSocket upgrades between them and says who the client is', async () => {
    const seen: Array<{ upstream: number; xff?: string }> = [];
    const ports: number[] = [];
    for (const upstream of [0, 1]) {
      const server = http.createServer((req, res) => {
        if (req.url !== '/api/ready' && req.url !== '/api/health') seen.push({ upstream, xff: req.headers['x-forwarded-for'] as string | undefined });
        res.end(JSON.stringify({ upstream }));
      });
      const wss = new WebSocketServer({ server });
      wss.on('connection', (ws) => {
        // Caddy 2.6.2 (Debian's package, on these machines) ends a proxied WebSocket it is still
        // holding when it stops with an unmasked close frame to the upstream (caddyserver/caddy#5199,
        // fixed in later releases); ws rejects that frame with an error, which without a listener
        // is an uncaught exception (one failed a CI rehearsal). The app's sockets end on an error
        // (server/realtime/socket.ts); so do these.
        ws.on('error', () => ws.terminate());
        ws.send(`upstream ${upstream}`);
      });
      await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
      ports.push((server.address() as AddressInfo).port);
      closers.push(() => new Promise((r) => (wss.close(), server.closeAllConnections(), server.close(r))));
    }
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'cc-caddy-'));
    closers.push(() => fs.rm(dir, { recursive: true, force: true }));
    const caddy = (await caddyProxy(ports, dir))!;
    closers.push(caddy.close);

    seen.length = 0;
    for (let i = 0; i < 4; i++) await fetch(`${caddy.url}/x`).then((r) => r.text());
    expect(new Set(seen.map((s) => s.upstream))).toEqual(new Set([0, 1]));
    expect(seen.every((s) => s.xff === '127.0.0.1')).toBe(true);

    const greetings = await Promise.all(
      [0, 1].map(
        () =>
          new Promise<string>((resolve, reject) => {
            const ws = new WebSocket(`${caddy.url.replace('http', 'ws')}/realtime`);
            // Closed before the test ends, so Caddy stops with no WebSocket open through it.
            let greeting = '';
            ws.once('message', (m) => ((greeting = String(m)), ws.close()));
            ws.once('close', () => resolve(greeting));
            ws.once('error', reject);
          }),
      ),
    );
    expect(new Set(greetings)).toEqual(new Set(['upstream 0', 'upstream 1']));
  });
});

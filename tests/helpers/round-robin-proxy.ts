import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createProxyServer } from 'http-proxy-3';

export type RoundRobinProxy = {
  url: string;
  /** Index of the upstream each request (HTTP or WebSocket upgrade) went to, in order. */
  served: number[];
  /** The upstream the next request will go to. */
  next: () => number;
  close: () => Promise<void>;
};

/**
 * The load balancer of compose.yaml (Caddy, round robin, one proxy hop adding X-Forwarded-For)
 * in a few lines for tests: every request and WebSocket upgrade goes to the next upstream.
 */
export async function roundRobinProxy(upstreams: string[]): Promise<RoundRobinProxy> {
  // Connections to the upstreams are kept and reused, as Caddy's are: without an agent every
  // request opened a new one, and under load the spent ones (TIME_WAIT) ran the machine out of
  // ports — requests then waited for SYN retries, seconds each (bench:load with BENCH_PROXY=node).
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const proxy = createProxyServer({ xfwd: true, agent });
  const served: number[] = [];
  let turn = 0;
  const pick = () => {
    const i = turn;
    turn = (turn + 1) % upstreams.length;
    served.push(i);
    return upstreams[i];
  };
  const server = http.createServer((req, res) =>
    proxy.web(req, res, { target: pick() }, (err) => {
      res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(`proxy: ${String(err)}`);
    }),
  );
  server.on('upgrade', (req, socket, head) => proxy.ws(req, socket, head, { target: pick() }, () => socket.destroy()));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    served,
    next: () => turn,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
      proxy.close();
      agent.destroy();
    },
  };
}

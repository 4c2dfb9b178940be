// A child process of bench:realtime (issue 30): opens its share of the WebSocket clients, so that
// 10,000 sockets fit the per-process file limit and the clients do not share the server's event
// loop. For each round it reports when (performance.timeOrigin + now, comparable across processes
// on one machine) every one of its clients received that round's event.
import WebSocket from 'ws';

type Start = { url: string; tokens: string[] | null; count: number };
const clients: WebSocket[] = [];
let times: number[] = [];
let round = 0;
const now = () => performance.timeOrigin + performance.now();

function open(url: string, token: string | null) {
  return new Promise<WebSocket>((resolve, reject) => {
    const ws = new WebSocket(url);
    ws.once('error', reject);
    ws.once('open', () => {
      if (!token) return resolve(ws);
      ws.send(JSON.stringify({ type: 'auth', access_token: token }));
      ws.once('message', (m) => (JSON.parse(String(m)).type === 'ready' ? resolve(ws) : reject(new Error(String(m)))));
    });
  });
}

process.on('message', async (msg: { type: 'start' } & Start | { type: 'round'; round: number } | { type: 'stop' }) => {
  if (msg.type === 'start') {
    for (let start = 0; start < msg.count; start += 100) {
      const batch = await Promise.all(Array.from({ length: Math.min(100, msg.count - start) }, (_, j) => open(msg.url, msg.tokens ? msg.tokens[start + j] : null)));
      for (const ws of batch)
        ws.on('message', (data) => {
          const at = now();
          if (JSON.parse(String(data)).record?.round !== round) return;
          times.push(at);
          if (times.length === clients.length) process.send!({ type: 'round', round, times });
        });
      clients.push(...batch);
    }
    process.send!({ type: 'ready' });
  } else if (msg.type === 'round') {
    round = msg.round;
    times = [];
    process.send!({ type: 'armed' });
  } else {
    for (const c of clients) c.terminate();
    process.exit(0);
  }
});

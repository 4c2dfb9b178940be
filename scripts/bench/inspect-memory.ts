// What an app process holds, read through its inspector (bench:load with BENCH_INSPECT=1): RSS
// alone cannot tell a growing JavaScript heap from memory the allocator keeps, so this reads
// process.memoryUsage() in the app, can force a full garbage collection first ("heap after GC":
// what is really retained) and can write a heap snapshot for a comparison by constructor
// (scripts/bench/heap-diff.ts). Never used in production: the app is started with
// --inspect=127.0.0.1:<port> only by the bench.
import { createWriteStream } from 'node:fs';
import WebSocket from 'ws';

export type Memory = { rss: number; heapTotal: number; heapUsed: number; external: number; arrayBuffers: number };
export type MemoryProbe = {
  memory: (opts?: { gc?: boolean }) => Promise<Memory>;
  snapshot: (file: string) => Promise<void>;
  close: () => void;
};

export async function inspectMemory(inspectPort: number): Promise<MemoryProbe> {
  let list: Array<{ webSocketDebuggerUrl: string }> = [];
  for (let i = 0; i < 100 && !list.length; i++) {
    list = await fetch(`http://127.0.0.1:${inspectPort}/json/list`).then((r) => r.json() as Promise<typeof list>).catch(() => []);
    if (!list.length) await new Promise((r) => setTimeout(r, 100));
  }
  if (!list.length) throw new Error(`no inspector on port ${inspectPort}`);
  const ws = new WebSocket(list[0].webSocketDebuggerUrl, { maxPayload: 0 });
  await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
  let nextId = 1;
  const waiting = new Map<number, (msg: { result?: unknown; error?: unknown }) => void>();
  let onChunk: ((chunk: string) => void) | null = null;
  ws.on('message', (data) => {
    const msg = JSON.parse(String(data)) as { id?: number; method?: string; params?: { chunk: string }; result?: unknown; error?: unknown };
    if (msg.id && waiting.has(msg.id)) {
      waiting.get(msg.id)!(msg);
      waiting.delete(msg.id);
    } else if (msg.method === 'HeapProfiler.addHeapSnapshotChunk') onChunk?.(msg.params!.chunk);
  });
  const call = (method: string, params: Record<string, unknown> = {}) =>
    new Promise<{ result?: unknown; error?: unknown }>((resolve) => {
      const id = nextId++;
      waiting.set(id, resolve);
      ws.send(JSON.stringify({ id, method, params }));
    });
  return {
    async memory({ gc = false } = {}) {
      if (gc) await call('HeapProfiler.collectGarbage');
      const r = (await call('Runtime.evaluate', { expression: 'JSON.stringify(process.memoryUsage())', returnByValue: true })) as { result?: { result?: { value?: string } } };
      const bytes = JSON.parse(r.result?.result?.value ?? '{}') as Memory;
      const mb = (n: number) => n / 1024 / 1024;
      return { rss: mb(bytes.rss), heapTotal: mb(bytes.heapTotal), heapUsed: mb(bytes.heapUsed), external: mb(bytes.external), arrayBuffers: mb(bytes.arrayBuffers) };
    },
    async snapshot(file) {
      const out = createWriteStream(file);
      onChunk = (c) => out.write(c);
      await call('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
      onChunk = null;
      await new Promise((r) => out.end(r));
    },
    close: () => ws.close(),
  };
}

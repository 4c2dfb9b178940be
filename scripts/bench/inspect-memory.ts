// What an app process holds, read through its inspector (bench:load with BENCH_INSPECT=1): RSS
// alone cannot tell a growing JavaScript heap from memory the allocator keeps, so this reads
// process.memoryUsage() in the app, can force a full garbage collection first ("heap after GC":
// what is really retained) and can write a heap snapshot for a comparison by constructor
// (scripts/bench/heap-diff.ts). Bench only: the bench starts each app with
// --inspect=127.0.0.1:<free port> (decision 0082).
import { createWriteStream } from 'node:fs';
import WebSocket from 'ws';

export type Memory = { rss: number; heapTotal: number; heapUsed: number; external: number; arrayBuffers: number };
export type MemoryProbe = {
  memory: (opts?: { gc?: boolean }) => Promise<Memory>;
  snapshot: (file: string) => Promise<void>;
};

/**
 * A probe of the app listening with --inspect on this port. Each reading opens its own inspector
 * session and closes it, so no session stays attached to the app between readings.
 */
export function inspectMemory(inspectPort: number): MemoryProbe {
  async function session<T>(work: (call: (method: string, params?: Record<string, unknown>) => Promise<{ result?: unknown }>, onChunk: (f: (chunk: string) => void) => void) => Promise<T>) {
    let list: Array<{ webSocketDebuggerUrl: string }> = [];
    for (let i = 0; i < 100 && !list.length; i++) {
      list = await fetch(`http://127.0.0.1:${inspectPort}/json/list`).then((r) => r.json() as Promise<typeof list>).catch(() => []);
      if (!list.length) await new Promise((r) => setTimeout(r, 100));
    }
    if (!list.length) throw new Error(`no inspector on port ${inspectPort}`);
    const ws = new WebSocket(list[0].webSocketDebuggerUrl, { maxPayload: 0 });
    await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
    let nextId = 1;
    const waiting = new Map<number, (msg: { result?: unknown }) => void>();
    let chunks: ((chunk: string) => void) | null = null;
    ws.on('message', (data) => {
      const msg = JSON.parse(String(data)) as { id?: number; method?: string; params?: { chunk: string }; result?: unknown; error?: { message: string } };
      if (msg.id && waiting.has(msg.id)) {
        waiting.get(msg.id)!(msg);
        waiting.delete(msg.id);
      } else if (msg.method === 'HeapProfiler.addHeapSnapshotChunk') chunks?.(msg.params!.chunk);
    });
    const call = (method: string, params: Record<string, unknown> = {}) =>
      new Promise<{ result?: unknown }>((resolve) => {
        const id = nextId++;
        waiting.set(id, resolve);
        ws.send(JSON.stringify({ id, method, params }));
      });
    try {
      return await work(call, (f) => (chunks = f));
    } finally {
      ws.close();
    }
  }
  return {
    memory: ({ gc = false } = {}) =>
      session(async (call) => {
        // A full, compacting collection (what DevTools' "Collect garbage" does); what is left is retained.
        if (gc) await call('HeapProfiler.collectGarbage');
        const r = (await call('Runtime.evaluate', { expression: 'JSON.stringify(process.memoryUsage())', returnByValue: true })) as { result?: { result?: { value?: string } } };
        const bytes = JSON.parse(r.result?.result?.value ?? '{}') as Memory;
        const mb = (n: number) => n / 1024 / 1024;
        return { rss: mb(bytes.rss), heapTotal: mb(bytes.heapTotal), heapUsed: mb(bytes.heapUsed), external: mb(bytes.external), arrayBuffers: mb(bytes.arrayBuffers) };
      }),
    snapshot: (file) =>
      session(async (call, onChunk) => {
        const out = createWriteStream(file);
        onChunk((c) => out.write(c));
        await call('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
        await new Promise((r) => out.end(r));
      }),
  };
}

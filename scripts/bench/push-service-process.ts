// bench:push's push service in a process of its own (a real push service is another machine):
// its RFC 8291 decryption and JWT checks then take neither the app's event loop nor its CPU
// figure. Spoken to over the fork's IPC channel: `subscriptions` (n) → the subscriptions made,
// `stats` → what has arrived, `close`.
import { startPushService } from '../../tests/helpers/push-service';

const ps = await startPushService();
type Ask = { id: number; kind: 'subscriptions'; n: number } | { id: number; kind: 'stats' } | { id: number; kind: 'close' };
process.on('message', (ask: Ask) => {
  const answer = (value: unknown) => process.send?.({ id: ask.id, value });
  if (ask.kind === 'subscriptions') answer(Array.from({ length: ask.n }, () => ps.subscription()));
  if (ask.kind === 'stats') {
    const cpu = process.cpuUsage();
    answer({ received: ps.received.length, devices: new Set(ps.received.map((r) => r.token)).size, refused: ps.refused.length, connections: ps.stats.connections, cpuMs: (cpu.user + cpu.system) / 1000 });
  }
  if (ask.kind === 'close') void ps.close().then(() => {
    answer(null);
    process.exit(0);
  });
});
process.send?.({ id: 0, value: ps.origin });

import { REALTIME_EVENTS_PER_SECOND } from '../../contracts/constants';

// A little over one second, so jitter on the way cannot make a client see 11 within one second.
const WINDOW_MS = 1050;
const MAX_PENDING = 50;
export const RESYNC_RATE_LIMITED = Buffer.from(JSON.stringify({ type: 'resync', reason: 'rate_limited' }));

/** A JSON text frame's payload, already encoded. */
export type Frame = Buffer;

/**
 * At most 10 messages per rolling second to one socket (docs/product.md §9). Extra messages wait and are
 * coalesced per row (the latest change of a row replaces an earlier one still waiting). When
 * too many rows are waiting, they are dropped and the client gets one `resync` hint instead,
 * so a burst costs a refetch rather than an unbounded queue.
 */
export class RateGate {
  private readonly sentAt: number[] = [];
  private readonly pending = new Map<string, Frame>();
  private overflowed = false;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly send: (data: Frame) => void,
    private readonly perSecond = REALTIME_EVENTS_PER_SECOND,
    private readonly now: () => number = Date.now,
  ) {}

  push(key: string, data: Frame): void {
    if (!this.overflowed && this.pending.size === 0 && this.hasRoom()) {
      this.emit(data);
      return;
    }
    if (this.overflowed) return;
    this.pending.delete(key);
    this.pending.set(key, data);
    if (this.pending.size > MAX_PENDING) {
      this.pending.clear();
      this.overflowed = true;
    }
    this.schedule();
  }

  close(): void {
    clearTimeout(this.timer);
    this.pending.clear();
  }

  private hasRoom(): boolean {
    const cutoff = this.now() - WINDOW_MS;
    while (this.sentAt.length && this.sentAt[0] <= cutoff) this.sentAt.shift();
    return this.sentAt.length < this.perSecond;
  }

  private emit(data: Frame) {
    this.sentAt.push(this.now());
    this.send(data);
  }

  private schedule() {
    if (this.timer) return;
    const wait = Math.max(1, this.sentAt.length ? this.sentAt[0] + WINDOW_MS - this.now() : 1);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.flush();
    }, wait);
    this.timer.unref();
  }

  private flush() {
    if (this.overflowed && this.hasRoom()) {
      this.overflowed = false;
      this.emit(RESYNC_RATE_LIMITED);
    }
    for (const [key, data] of this.pending) {
      if (!this.hasRoom()) break;
      this.pending.delete(key);
      this.emit(data);
    }
    if (this.pending.size || this.overflowed) this.schedule();
  }
}

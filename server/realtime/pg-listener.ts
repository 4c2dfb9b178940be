import pg from 'pg';

type Handler = (payload: string) => void;
type Log = { warn: (obj: object, msg: string) => void; info: (obj: object, msg: string) => void };

const KEEPALIVE_MS = 30_000;
const BACKOFF_BASE_MS = 250;
const BACKOFF_CAP_MS = 10_000;

/**
 * One dedicated PostgreSQL connection per app instance that LISTENs on a few channels
 * (decision 0005). Pool connections cannot LISTEN reliably (they are handed out and back), so
 * this client lives outside the pool. On error or a silent drop (found by the keep-alive query)
 * it reconnects with backoff and tells `onReconnect` subscribers that events may have been lost.
 */
export class PgListener {
  private client: pg.Client | null = null;
  private readonly handlers = new Map<string, Set<Handler>>();
  private readonly reconnectHandlers = new Set<() => void>();
  private closed = false;
  private attempt = 0;
  private retryTimer: NodeJS.Timeout | undefined;
  private keepAlive: NodeJS.Timeout | undefined;

  constructor(
    private readonly config: pg.ClientConfig,
    private readonly channels: string[],
    private readonly log: Log,
  ) {}

  on(channel: string, handler: Handler): () => void {
    if (!this.channels.includes(channel)) throw new Error(`PgListener is not listening on ${channel}`);
    const set = this.handlers.get(channel) ?? new Set();
    set.add(handler);
    this.handlers.set(channel, set);
    return () => set.delete(handler);
  }

  onReconnect(handler: () => void): () => void {
    this.reconnectHandlers.add(handler);
    return () => this.reconnectHandlers.delete(handler);
  }

  get connected(): boolean {
    return this.client !== null;
  }

  /** Connects and LISTENs; the first connection must succeed (start-up fails loudly otherwise). */
  async start(): Promise<void> {
    await this.connect();
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retryTimer);
    clearInterval(this.keepAlive);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => {});
  }

  private async connect(): Promise<void> {
    const client = new pg.Client(this.config);
    client.on('error', (err) => this.lost(client, err));
    client.on('end', () => this.lost(client, new Error('connection ended')));
    client.on('notification', (msg) => {
      if (msg.payload === undefined) return;
      for (const handler of this.handlers.get(msg.channel) ?? []) {
        try {
          handler(msg.payload);
        } catch (err) {
          this.log.warn({ err }, 'realtime handler failed');
        }
      }
    });
    try {
      await client.connect();
      for (const channel of this.channels) await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (err) {
      await client.end().catch(() => {});
      throw err;
    }
    if (this.closed) {
      await client.end().catch(() => {});
      return;
    }
    this.client = client;
    this.attempt = 0;
    clearInterval(this.keepAlive);
    // A connection can die without an error event (e.g. a NAT drops it); a cheap query finds out.
    this.keepAlive = setInterval(() => {
      client.query('select 1').catch((err) => this.lost(client, err));
    }, KEEPALIVE_MS);
    this.keepAlive.unref();
  }

  private lost(client: pg.Client, err: Error) {
    if (this.closed || this.client !== client) return;
    this.client = null;
    clearInterval(this.keepAlive);
    client.end().catch(() => {});
    this.log.warn({ err: err.message }, 'realtime listener lost its database connection; reconnecting');
    this.scheduleReconnect();
  }

  private scheduleReconnect() {
    if (this.closed) return;
    const delay = Math.min(BACKOFF_BASE_MS * 2 ** this.attempt, BACKOFF_CAP_MS);
    this.attempt += 1;
    this.retryTimer = setTimeout(async () => {
      try {
        await this.connect();
        this.log.info({}, 'realtime listener reconnected');
        for (const handler of this.reconnectHandlers) handler();
      } catch (err) {
        this.log.warn({ err: (err as Error).message }, 'realtime listener reconnect failed');
        this.scheduleReconnect();
      }
    }, delay);
    this.retryTimer.unref();
  }
}

import { REALTIME_CLOSE, type RealtimeServerMessage } from '../../contracts/realtime';
import { accessToken } from './api';
import { whenAuthClientLoaded } from './auth-client';
import { dispatchRealtimeMessage } from './realtime-messages';
import { recoverSession } from './session-end';

export type RealtimeStatus = 'idle' | 'connecting' | 'open' | 'closed';
type Listener = (msg: RealtimeServerMessage) => void;

const BACKOFF_BASE_MS = 1000;
const BACKOFF_CAP_MS = 30_000;
const PING_EVERY_MS = 25_000;
const PONG_TIMEOUT_MS = 10_000;
/** The first attempt whose delay reaches the cap (1 s × 2^5 > 30 s). */
const MAX_BACKOFF_ATTEMPT = 5;

/** 1 s × 2^n capped at 30 s, with ±20% jitter so a server restart is not met by a stampede. */
export const backoffDelay = (attempt: number, random = Math.random) =>
  Math.round(Math.min(BACKOFF_BASE_MS * 2 ** attempt, BACKOFF_CAP_MS) * (0.8 + random() * 0.4));

/**
 * The browser's single /realtime connection. It sends the access token as its first message,
 * re-sends it after every token refresh, reconnects with backoff when the connection drops
 * (and at once when the browser comes back online or the tab becomes visible), and pings so a
 * silently dead connection is noticed. Every `ready` is followed by a `resync` to listeners:
 * whatever changed while disconnected is refetched.
 */
export class RealtimeClient {
  private ws: WebSocket | null = null;
  private readonly listeners = new Set<Listener>();
  private attempt = 0;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private pingTimer: ReturnType<typeof setInterval> | undefined;
  private pongTimer: ReturnType<typeof setTimeout> | undefined;
  private wanted = false;
  private unauthorised = false;
  status: RealtimeStatus = 'idle';

  constructor(
    private readonly url: () => string,
    private readonly token: () => Promise<string | null>,
    /** The server refused our token (4001): the session may have ended elsewhere. */
    private readonly onRefused: () => void = () => {},
  ) {}

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  start() {
    this.wanted = true;
    this.unauthorised = false;
    if (!this.ws) this.connect();
  }

  stop() {
    this.wanted = false;
    clearTimeout(this.retryTimer);
    this.teardown(1000);
    this.setStatus('idle');
  }

  /** After a token refresh: tell the open socket, or retry a socket refused for its old token. */
  async reauthenticate() {
    this.unauthorised = false;
    if (this.ws?.readyState === WebSocket.OPEN) await this.sendAuth(this.ws);
    else if (this.wanted && !this.ws) this.reconnectNow();
  }

  /** Network back or tab visible again: do not wait out the backoff. */
  reconnectNow() {
    if (!this.wanted || this.unauthorised || this.ws) return;
    clearTimeout(this.retryTimer);
    this.attempt = 0;
    this.connect();
  }

  private connect() {
    this.setStatus('connecting');
    let ws: WebSocket;
    try {
      ws = new WebSocket(this.url());
    } catch {
      this.scheduleReconnect();
      return;
    }
    this.ws = ws;
    ws.onopen = () => void this.sendAuth(ws);
    ws.onmessage = (e) => this.receive(e.data);
    ws.onclose = (e) => {
      if (this.ws !== ws) return;
      this.teardown();
      if (e.code === REALTIME_CLOSE.unauthorized) this.unauthorised = true;
      this.setStatus('closed');
      if (this.unauthorised && this.wanted) this.onRefused();
      if (!this.wanted || this.unauthorised) return;
      // A newer tab of this account took the place: wait until this one is shown again
      // (reconnectNow), or two tabs would take turns closing each other.
      if (e.code === REALTIME_CLOSE.replaced) return;
      // Too many sockets from this address: retry only after the longest backoff.
      if (e.code === REALTIME_CLOSE.tooManyFromAddress) this.attempt = Math.max(this.attempt, MAX_BACKOFF_ATTEMPT);
      this.scheduleReconnect();
    };
  }

  private async sendAuth(ws: WebSocket) {
    const token = await this.token();
    if (ws.readyState !== WebSocket.OPEN) return;
    if (!token) {
      ws.close(1000);
      return;
    }
    ws.send(JSON.stringify({ type: 'auth', access_token: token }));
  }

  private receive(data: unknown) {
    let msg: RealtimeServerMessage;
    try {
      msg = JSON.parse(String(data));
    } catch {
      return;
    }
    if (msg.type === 'pong') {
      clearTimeout(this.pongTimer);
      return;
    }
    if (msg.type === 'ready') {
      this.attempt = 0;
      this.setStatus('open');
      this.startPing();
    }
    for (const l of [...this.listeners]) l(msg);
    if (msg.type === 'ready') for (const l of [...this.listeners]) l({ type: 'resync', reason: 'server_reconnected' });
  }

  private startPing() {
    clearInterval(this.pingTimer);
    this.pingTimer = setInterval(() => {
      const ws = this.ws;
      if (ws?.readyState !== WebSocket.OPEN) return;
      ws.send(JSON.stringify({ type: 'ping' }));
      clearTimeout(this.pongTimer);
      this.pongTimer = setTimeout(() => ws.close(4000, 'no pong'), PONG_TIMEOUT_MS);
    }, PING_EVERY_MS);
  }

  private scheduleReconnect() {
    clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => {
      if (this.wanted && !this.ws) this.connect();
    }, backoffDelay(this.attempt));
    this.attempt += 1;
  }

  private teardown(code?: number) {
    clearInterval(this.pingTimer);
    clearTimeout(this.pongTimer);
    const ws = this.ws;
    this.ws = null;
    if (ws && code !== undefined && ws.readyState <= WebSocket.OPEN) ws.close(code);
  }

  private setStatus(status: RealtimeStatus) {
    this.status = status;
  }
}

const socketUrl = () => `${window.location.protocol === 'https:' ? 'wss:' : 'ws:'}//${window.location.host}/realtime`;

const REFUSAL_CHECK_GAP_MS = 30_000;
let lastRefusalCheck = 0;
/**
 * A refused socket (token expired, or the session ended on the server, which closes its
 * sockets at once) gets one refresh: a new token reconnects it (TOKEN_REFRESHED below), an
 * ended session is removed and announced. At most once per 30 s, so a server that keeps
 * refusing cannot start a refresh loop.
 */
async function checkSessionAfterRefusal() {
  if (Date.now() - lastRefusalCheck < REFUSAL_CHECK_GAP_MS) return;
  lastRefusalCheck = Date.now();
  const token = await accessToken();
  if (token) await recoverSession(token).catch(() => undefined);
}

/** The app's one realtime connection; features listen to it (useRealtimeMessages) instead of opening their own. */
export const realtime = new RealtimeClient(socketUrl, accessToken, () => void checkSessionAfterRefusal());
realtime.subscribe(dispatchRealtimeMessage);

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => realtime.reconnectNow());
  document.addEventListener('visibilitychange', () => document.visibilityState === 'visible' && realtime.reconnectNow());
  // Once the app has a session (or is signing in): a visitor's page does not load auth-js for it.
  whenAuthClientLoaded((authClient) =>
    authClient.onAuthStateChange((event) => {
      // Deferred: auth-js holds its lock while notifying, and accessToken() needs it.
      if (event === 'TOKEN_REFRESHED' || event === 'SIGNED_IN') setTimeout(() => void realtime.reauthenticate(), 0);
    }),
  );
}

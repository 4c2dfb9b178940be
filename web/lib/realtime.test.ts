import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The browser client against a fake WebSocket (Node has no DOM): first message, resync on every
// ready, backoff, no reconnect after 4001 until a new token (and 4001 reported), none after 4030 until
// shown again, the longest wait after 4029, dead-connection detection.
vi.mock('./api', () => ({ accessToken: async () => 'token-1' }));
vi.mock('./auth-client', () => ({ whenAuthClientLoaded: () => undefined, loadAuthClient: async () => ({ onAuthStateChange: () => ({ data: { subscription: { unsubscribe() {} } } }) }) }));

class FakeSocket {
  static OPEN = 1;
  static CONNECTING = 0;
  static instances: FakeSocket[] = [];
  readyState = 0;
  sent: string[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: string }) => void) | null = null;
  onclose: ((e: { code: number }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.instances.push(this);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close(code = 1000) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  receive(msg: object) {
    this.onmessage?.({ data: JSON.stringify(msg) });
  }
}

const { RealtimeClient, backoffDelay } = await import('./realtime');
const flush = () => new Promise((r) => setImmediate(r));

let token: string | null;
let client: InstanceType<typeof RealtimeClient>;
let messages: unknown[];
beforeEach(() => {
  vi.stubGlobal('WebSocket', FakeSocket);
  FakeSocket.instances = [];
  token = 'token-1';
  client = new RealtimeClient(() => 'ws://test/realtime', async () => token);
  messages = [];
  client.subscribe((m) => messages.push(m));
});
afterEach(() => {
  client.stop();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const latest = () => FakeSocket.instances.at(-1)!;

describe('RealtimeClient', () => {
  it('sends the access token as its first message, not in the URL', async () => {
    client.start();
    expect(latest().url).toBe('ws://test/realtime');
    latest().open();
    await flush();
    expect(latest().sent).toEqual([JSON.stringify({ type: 'auth', access_token: 'token-1' })]);
  });

  it('tells listeners to resync after every ready', async () => {
    client.start();
    latest().open();
    latest().receive({ type: 'ready', user_id: 'u1' });
    expect(messages).toEqual([{ type: 'ready', user_id: 'u1' }, { type: 'resync', reason: 'server_reconnected' }]);
    expect(client.status).toBe('open');
  });

  it('reconnects with growing backoff after a drop', async () => {
    vi.useFakeTimers();
    client.start();
    latest().close(1006);
    expect(client.status).toBe('closed');
    expect(FakeSocket.instances).toHaveLength(1);
    vi.advanceTimersByTime(1300);
    expect(FakeSocket.instances).toHaveLength(2);
    latest().close(1006);
    vi.advanceTimersByTime(1300);
    expect(FakeSocket.instances).toHaveLength(2); // second wait is ~2 s
    vi.advanceTimersByTime(1300);
    expect(FakeSocket.instances).toHaveLength(3);
  });

  it('reconnects after an instance shuts down (1001) and resyncs on the new one', async () => {
    vi.useFakeTimers();
    client.start();
    latest().open();
    latest().receive({ type: 'ready', user_id: 'u1' });
    latest().close(1001);
    vi.advanceTimersByTime(1300);
    expect(FakeSocket.instances).toHaveLength(2);
    latest().open();
    latest().receive({ type: 'ready', user_id: 'u1' });
    expect(messages.filter((m) => (m as { type: string }).type === 'resync')).toHaveLength(2);
  });

  it('does not reconnect after 4001 until a new token arrives', async () => {
    vi.useFakeTimers();
    client.start();
    latest().close(4001);
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.instances).toHaveLength(1);
    token = 'token-2';
    await client.reauthenticate();
    expect(FakeSocket.instances).toHaveLength(2);
  });

  it('after 4030 (replaced by a newer tab) waits until the tab is shown again', async () => {
    vi.useFakeTimers();
    client.start();
    latest().open();
    latest().receive({ type: 'ready', user_id: 'u1' });
    latest().close(4030);
    vi.advanceTimersByTime(10 * 60_000);
    expect(FakeSocket.instances).toHaveLength(1);
    client.reconnectNow();
    expect(FakeSocket.instances).toHaveLength(2);
  });

  it('after 4029 (too many sockets from this address) retries only after the longest backoff', async () => {
    vi.useFakeTimers();
    client.start();
    latest().close(4029);
    vi.advanceTimersByTime(23_000);
    expect(FakeSocket.instances).toHaveLength(1);
    vi.advanceTimersByTime(14_000);
    expect(FakeSocket.instances).toHaveLength(2);
  });

  it('does not reconnect once stopped (signed out), whatever closes the socket', async () => {
    vi.useFakeTimers();
    client.start();
    latest().open();
    const ws = latest();
    client.stop();
    ws.onclose?.({ code: 4001 });
    vi.advanceTimersByTime(10 * 60_000);
    client.reconnectNow();
    expect(FakeSocket.instances).toHaveLength(1);
  });

  it('reports a refused token (4001) so the session can be checked, but not other closes', () => {
    const refused = vi.fn();
    const watched = new RealtimeClient(() => 'ws://test/realtime', async () => token, refused);
    watched.start();
    latest().close(1006);
    expect(refused).not.toHaveBeenCalled();
    watched.reconnectNow();
    latest().close(4001);
    expect(refused).toHaveBeenCalledTimes(1);
    watched.stop();
  });

  it('closes a connection that stops answering pings', async () => {
    vi.useFakeTimers();
    client.start();
    latest().open();
    latest().receive({ type: 'ready', user_id: 'u1' });
    vi.advanceTimersByTime(25_000);
    expect(latest().sent.at(-1)).toBe(JSON.stringify({ type: 'ping' }));
    vi.advanceTimersByTime(10_000);
    expect(latest().readyState).toBe(3);
    expect(client.status).toBe('closed');
  });

  it('caps the backoff at 30 s with jitter', () => {
    expect(backoffDelay(0, () => 0.5)).toBe(1000);
    expect(backoffDelay(3, () => 0.5)).toBe(8000);
    expect(backoffDelay(10, () => 0.5)).toBe(30_000);
    expect(backoffDelay(10, () => 1)).toBe(36_000);
    expect(backoffDelay(10, () => 0)).toBe(24_000);
  });
});

import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A fake Stripe API on 127.0.0.1 for the few calls the membership flow makes; the app talks to
 * it with the real `stripe` client (STRIPE_API_BASE), so the production code path is the one tested.
 */
export type FakeStripe = {
  base: string;
  /** Every request: method, path and the form fields as Stripe's client encodes them. */
  requests: Array<{ method: string; path: string; form: Record<string, string>; idempotencyKey: string | undefined }>;
  sessions: Map<string, Record<string, unknown>>;
  /** Marks a session paid (as Stripe does after the customer pays) and returns it. */
  pay: (sessionId: string) => Record<string, unknown>;
  /** Answers the next session creation with a Stripe error. */
  failNextCreate: () => void;
  close: () => Promise<void>;
};

let seq = 0;

export async function startFakeStripe(): Promise<FakeStripe> {
  const requests: FakeStripe['requests'] = [];
  const sessions = new Map<string, Record<string, unknown>>();
  const byIdempotencyKey = new Map<string, Record<string, unknown>>();
  let failCreate = false;

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://x');
      const form = Object.fromEntries(new URLSearchParams(raw));
      const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
      requests.push({ method: req.method ?? '', path: url.pathname, form, idempotencyKey });
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${++seq}` });
        res.end(JSON.stringify(body));
      };
      if (req.headers.authorization !== 'Bearer sk_test_fake') return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });

      if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
        if (failCreate) {
          failCreate = false;
          return send(400, { error: { type: 'invalid_request_error', message: 'Your account cannot currently make live charges.' } });
        }
        if (idempotencyKey && byIdempotencyKey.has(idempotencyKey)) return send(200, byIdempotencyKey.get(idempotencyKey));
        const id = `cs_test_${++seq}${Math.random().toString(36).slice(2, 10)}`;
        const metadata = Object.fromEntries(Object.entries(form).filter(([k]) => k.startsWith('metadata[')).map(([k, v]) => [k.slice(9, -1), v]));
        const session = {
          id,
          object: 'checkout.session',
          mode: form.mode,
          status: 'open',
          payment_status: 'unpaid',
          client_reference_id: form.client_reference_id ?? null,
          customer_email: form.customer_email ?? null,
          success_url: form.success_url,
          cancel_url: form.cancel_url,
          amount_total: Number(form['line_items[0][price_data][unit_amount]'] ?? 0),
          currency: form['line_items[0][price_data][currency]'],
          metadata,
          subscription: null,
          url: `https://checkout.stripe.test/c/pay/${id}`,
        };
        sessions.set(id, session);
        if (idempotencyKey) byIdempotencyKey.set(idempotencyKey, session);
        return send(200, session);
      }
      const sessionMatch = url.pathname.match(/^\/v1\/checkout\/sessions\/([^/]+)$/);
      if (req.method === 'GET' && sessionMatch) {
        const session = sessions.get(decodeURIComponent(sessionMatch[1]));
        return session ? send(200, session) : send(404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such checkout.session' } });
      }
      const subMatch = url.pathname.match(/^\/v1\/subscriptions\/([^/]+)$/);
      if (req.method === 'DELETE' && subMatch) {
        const id = decodeURIComponent(subMatch[1]);
        if (id.startsWith('sub_gone')) return send(404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such subscription: '${id}'` } });
        return send(200, { id, object: 'subscription', status: 'canceled' });
      }
      send(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${url.pathname})` } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    base: `http://127.0.0.1:${port}`,
    requests,
    sessions,
    pay(sessionId) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no session ${sessionId}`);
      Object.assign(session, { status: 'complete', payment_status: 'paid', subscription: `sub_${sessionId.slice(8)}` });
      return session;
    },
    failNextCreate: () => void (failCreate = true),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A webhook event body and its Stripe-Signature header, signed as Stripe signs them. */
export function signedEvent(type: string, object: Record<string, unknown>, secret: string, opts: { id?: string; timestamp?: number } = {}) {
  const payload = JSON.stringify({ id: opts.id ?? `evt_${++seq}`, object: 'event', type, api_version: Stripe.API_VERSION, created: Math.floor(Date.now() / 1000), data: { object } });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret, ...(opts.timestamp ? { timestamp: opts.timestamp } : {}) });
  return { payload, headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature } };
}

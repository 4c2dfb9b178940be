import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { compactVerify, decodeProtectedHeader, importJWK } from 'jose';

/**
 * A local push service (what FCM or Mozilla's autopush are to a browser), for tests and
 * `npm run bench:push`: it hands out subscriptions whose private keys it keeps (as a browser
 * would), receives each push the server sends, checks its VAPID JWT (ES256 signature with the key
 * in the header, `aud` = this service's origin, `exp` in the next 24 h) and decrypts its payload
 * (RFC 8291, aes128gcm) with node:crypto ECDH and HKDF. A subscription can be made to answer 410
 * Gone, as a push service does for an expired one.
 */
export type ReceivedPush = { token: string; payload: Record<string, unknown>; claims: Record<string, unknown>; vapidKey: string; ttl: number; at: number };

type Device = { ecdh: crypto.ECDH; publicKey: Buffer; auth: Buffer; status: number };

export type TestSubscription = { endpoint: string; keys: { p256dh: string; auth: string }; token: string };

export async function startPushService(opts: { verify?: boolean; port?: number } = {}) {
  const verify = opts.verify ?? true;
  const devices = new Map<string, Device>();
  const received: ReceivedPush[] = [];
  const refused: Array<{ token: string; reason: string }> = [];
  const waiters = new Set<() => void>();
  // A token whose signature was checked once need not be checked again (its claims still are).
  const verified = new Map<string, Record<string, unknown>>();

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const token = /^\/push\/([\w-]+)$/.exec(req.url ?? '')?.[1] ?? '';
      const device = devices.get(token);
      const answer = (status: number, reason?: string) => {
        if (reason) refused.push({ token, reason });
        res.writeHead(status, { 'content-type': 'text/plain' }).end(reason ?? '');
        for (const w of waiters) w();
      };
      if (req.method !== 'POST' || !device) return answer(404, 'no such subscription');
      if (device.status !== 201) return answer(device.status);
      void check(req, Buffer.concat(chunks), device)
        .then(({ payload, claims, vapidKey }) => {
          received.push({ token, payload, claims, vapidKey, ttl: Number(req.headers.ttl), at: Date.now() });
          res.writeHead(201, { location: `${origin}/message/${crypto.randomUUID()}` }).end();
          for (const w of waiters) w();
        })
        .catch((err: Error) => answer(400, err.message));
    });
  });
  // Many pushes at once in the bench: keep connections open like a real push service.
  server.keepAliveTimeout = 30_000;
  // How many TCP connections the senders opened: keep-alive reuses them (bench:push).
  const stats = { connections: 0 };
  server.on('connection', () => stats.connections++);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, '127.0.0.1', resolve);
  });
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  async function check(req: http.IncomingMessage, body: Buffer, device: Device) {
    if (req.headers['content-encoding'] !== 'aes128gcm') throw new Error(`content-encoding ${req.headers['content-encoding']}`);
    if (!req.headers.ttl) throw new Error('no TTL');
    const auth = /^vapid t=([\w.-]+), k=([\w-]+)$/.exec(String(req.headers.authorization ?? ''));
    if (!auth) throw new Error(`authorization ${req.headers.authorization}`);
    const [, jwt, vapidKey] = auth;
    let claims: Record<string, unknown> = {};
    if (verify) {
      const known = verified.get(`${vapidKey} ${jwt}`);
      if (known) claims = known;
      else {
        if (decodeProtectedHeader(jwt).alg !== 'ES256') throw new Error('VAPID JWT not ES256');
        const key = await importJWK(jwkOf(Buffer.from(vapidKey, 'base64url')), 'ES256');
        const { payload } = await compactVerify(jwt, key); // throws on a bad signature
        claims = JSON.parse(Buffer.from(payload).toString('utf8')) as Record<string, unknown>;
        verified.set(`${vapidKey} ${jwt}`, claims);
      }
      const now = Date.now() / 1000;
      if (claims.aud !== origin) throw new Error(`aud ${String(claims.aud)}`);
      if (typeof claims.exp !== 'number' || claims.exp <= now || claims.exp > now + 24 * 3600 + 60) throw new Error(`exp ${String(claims.exp)}`);
      if (typeof claims.sub !== 'string' || !/^(mailto:|https:)/.test(claims.sub)) throw new Error(`sub ${String(claims.sub)}`);
    }
    const payload = JSON.parse(decrypt(body, device).toString('utf8')) as Record<string, unknown>;
    return { payload, claims, vapidKey };
  }

  /** RFC 8291 §3.4 and RFC 8188: one aes128gcm record, keys derived from ECDH with the sender's key and the auth secret. */
  function decrypt(body: Buffer, device: Device): Buffer {
    const salt = body.subarray(0, 16);
    const idlen = body[20];
    const senderKey = body.subarray(21, 21 + idlen);
    const ciphertext = body.subarray(21 + idlen);
    const ecdhSecret = device.ecdh.computeSecret(senderKey);
    const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), device.publicKey, senderKey]);
    const ikm = Buffer.from(crypto.hkdfSync('sha256', ecdhSecret, device.auth, keyInfo, 32));
    const cek = Buffer.from(crypto.hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
    const nonce = Buffer.from(crypto.hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
    const decipher = crypto.createDecipheriv('aes-128-gcm', cek, nonce);
    decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
    const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
    // The last record ends with the delimiter 0x02, then zero padding.
    let end = padded.length - 1;
    while (end >= 0 && padded[end] === 0) end--;
    if (padded[end] !== 2) throw new Error('no last-record delimiter');
    return padded.subarray(0, end);
  }

  return {
    origin,
    received,
    refused,
    stats,
    /** A new browser subscription (its private keys stay here), like pushManager.subscribe() gives. */
    subscription(): TestSubscription {
      const ecdh = crypto.createECDH('prime256v1');
      const publicKey = ecdh.generateKeys();
      const auth = crypto.randomBytes(16);
      const token = crypto.randomBytes(12).toString('base64url');
      devices.set(token, { ecdh, publicKey, auth, status: 201 });
      return { endpoint: `${origin}/push/${token}`, keys: { p256dh: publicKey.toString('base64url'), auth: auth.toString('base64url') }, token };
    },
    /** From now on this subscription is gone (410), as after the browser dropped it. */
    expire(token: string) {
      const d = devices.get(token);
      if (d) d.status = 410;
    },
    /** From now on pushes to this subscription are answered `status` (e.g. 503, the service overloaded; 201 to accept again). */
    answer(token: string, status: number) {
      const d = devices.get(token);
      if (d) d.status = status;
    },
    pushesTo: (token: string) => received.filter((r) => r.token === token),
    /** Resolves when `done()` is true after a request, or throws after `ms`. */
    waitFor(done: () => boolean, ms = 15_000): Promise<void> {
      if (done()) return Promise.resolve();
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`push service: still waiting after ${ms} ms (${received.length} received, refused: ${JSON.stringify(refused.slice(-3))})`));
        }, ms);
        const check = () => {
          if (!done()) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve();
        };
        waiters.add(check);
      });
    },
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}

export type PushService = Awaited<ReturnType<typeof startPushService>>;

/** An uncompressed P-256 point (0x04 | x | y) as a JWK. */
function jwkOf(point: Buffer) {
  if (point.length !== 65 || point[0] !== 4) throw new Error('VAPID key is not an uncompressed P-256 point');
  return { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') };
}

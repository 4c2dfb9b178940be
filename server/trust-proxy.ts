import net from 'node:net';
import { z } from 'zod';

/**
 * TRUST_PROXY in the forms Fastify's `trustProxy` understands, minus `true`: trusting every hop
 * lets any client write its own X-Forwarded-For and pick the address every per-IP limit sees.
 * - `false` / `0` (default): no proxy; req.ip is the socket's address.
 * - a hop count (`1`, `2`): that many proxies in front; req.ip is the address the outermost saw.
 * - a list of proxy addresses/CIDRs (`10.0.0.1,10.1.0.0/16`, also `loopback`, `uniquelocal`).
 */
export type TrustProxy = false | number | string[];

export const TRUST_PROXY_FORMS =
  'use a hop count (e.g. 1 behind one reverse proxy) or a comma-separated list of proxy addresses/CIDRs (e.g. 127.0.0.1,10.0.0.0/8); "true" is refused because it would believe any X-Forwarded-For a client sends';

const NAMED = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrCidr(entry: string): boolean {
  if (NAMED.has(entry)) return true;
  const [addr, bits, ...rest] = entry.split('/');
  const family = net.isIP(addr);
  if (!family || rest.length) return false;
  if (bits === undefined) return true;
  const n = Number(bits);
  return /^\d+$/.test(bits) && n <= (family === 4 ? 32 : 128);
}

export const trustProxySetting = z
  .string()
  .default('false')
  .transform((raw, ctx): TrustProxy => {
    const v = raw.trim().toLowerCase();
    if (v === 'false' || v === 'no' || v === 'off' || v === '0') return false;
    if (/^\d+$/.test(v) && Number(v) <= 10) return Number(v);
    const entries = v.split(',').map((e) => e.trim()).filter(Boolean);
    if (entries.length && entries.every(isAddressOrCidr)) return entries;
    ctx.addIssue({ code: 'custom', message: TRUST_PROXY_FORMS });
    return z.NEVER;
  });

/**
 * Fastify's own option. Fastify 5 turns a bare number into "trust nothing", so a hop count
 * becomes proxy-addr's hop function: trust the first `hops` addresses counted from the socket.
 * Like every hop count it assumes clients cannot bypass the proxy (see docs/decisions/0014).
 */
export function fastifyTrustProxy(setting: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting === 'number') {
    const hops = setting;
    return (_address, hop) => hop < hops;
  }
  return setting;
}

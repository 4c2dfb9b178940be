import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { createLimiter, tooManyRequests } from '../limits/limiter';
import { hashSecret } from './tokens';

const MINUTE_S = 60;
const WINDOW_S = 15 * MINUTE_S;
/** Failed password checks allowed per (address, client IP) per window; the 11th is refused. */
export const FAILURES_PER_ADDRESS_AND_IP = 10;
/** From this many failures for an address (from any IP) on, every attempt for it waits. */
export const BACKOFF_AFTER_FAILURES = 5;
export const BACKOFF_CAP_MS = 2000;
/** Auth emails (reset, confirmation) per purpose and recipient per window. */
export const MAILS_PER_RECIPIENT = 5;
/** Sign-in codes one client IP may ask for, to any addresses, per hour (issue 28). */
export const SIGN_IN_CODES_PER_IP = 20;
/**
 * Wrong sign-in codes per address per day, over all its codes: without it, asking for new codes
 * (5 wrong guesses each) would let a stranger keep guessing. Past it, codes for the address wait
 * until the next day; its password and providers still work (decision 0057).
 */
export const WRONG_CODES_PER_ADDRESS_PER_DAY = 20;

/** Delay before checking a password for an address with `failures` recent failures. */
export const backoffMs = (failures: number) =>
  failures < BACKOFF_AFTER_FAILURES ? 0 : Math.min(BACKOFF_CAP_MS, 250 * 2 ** (failures - BACKOFF_AFTER_FAILURES));

// Keys carry a hash of the address, not the address: the limit table is no list of emails,
// and any address (up to 254 characters) fits its 255-character keys.
const addressKey = (email: string) => hashSecret(email.trim().toLowerCase()).slice(0, 32);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Auth limits on the shared store (server/limits/limiter.ts), so they hold across instances.
 * Failed passwords are limited per (address, IP); per address they only slow down, so a
 * stranger can never lock the owner out: the right password from another IP still works
 * (issue 9, "anyone can lock a member out").
 */
export function authLimits(db: Db, config: Pick<Config, 'authRateLimitPerMinute'>) {
  const perIp = createLimiter(db, { name: 'auth-ip', points: config.authRateLimitPerMinute, durationS: MINUTE_S, blockInMemory: true });
  const failedPerAddressAndIp = createLimiter(db, {
    name: 'auth-fail-ip',
    points: FAILURES_PER_ADDRESS_AND_IP,
    durationS: WINDOW_S,
    message: 'api.limits.signInFailures',
  });
  // Only counts, never refuses: its count sets the backoff.
  const failedPerAddress = createLimiter(db, { name: 'auth-fail', points: Number.MAX_SAFE_INTEGER, durationS: WINDOW_S });
  const mailPerRecipient = createLimiter(db, {
    name: 'auth-mail',
    points: MAILS_PER_RECIPIENT,
    durationS: WINDOW_S,
    message: 'api.limits.authMails',
  });

  const codesPerIp = createLimiter(db, {
    name: 'auth-code-ip',
    points: SIGN_IN_CODES_PER_IP,
    durationS: 60 * MINUTE_S,
    message: 'api.limits.signInCodesNetwork',
  });

  const wrongCodes = createLimiter(db, { name: 'auth-code-fail', points: Number.MAX_SAFE_INTEGER, durationS: 24 * 60 * MINUTE_S });

  return {
    /**
     * Checks a typed code with the per-address limit around it: refused (429, the same for any
     * address) once the address has had too many wrong codes today; a wrong one counts.
     */
    async codeAttempt<T>(email: string, check: () => Promise<T | null>): Promise<T | null> {
      const key = addressKey(email);
      if ((await wrongCodes.used(key)) >= WRONG_CODES_PER_ADDRESS_PER_DAY) {
        throw tooManyRequests(24 * 60 * MINUTE_S, 'api.limits.wrongCodes');
      }
      const result = await check();
      if (result === null) await wrongCodes.tryConsume(key);
      return result;
    },

    /** Counts a sign-in code asked for from this IP (to any address); throws 429 once over. */
    codeFromIp: (ip: string) => codesPerIp.consume(ip),

    /** onRequest hook (before the body is read) of every endpoint that takes a credential or sends mail: requests per client IP. */
    perIp: async (req: FastifyRequest) => perIp.consume(req.ip),

    /** Counts an auth email to `email` for `purpose`; throws 429 once over (the same for any address). */
    mailTo: (purpose: string, email: string) => mailPerRecipient.consume(`${purpose}:${addressKey(email)}`),
    /** Like mailTo, but answers whether to send instead of refusing (mail the client never asked for). */
    mayMail: async (purpose: string, email: string) => (await mailPerRecipient.tryConsume(`${purpose}:${addressKey(email)}`)).ok,

    /**
     * Checks a password with the attempt limits around it: 429 after too many failures from
     * this IP for this address; a growing wait once the address has failed often from anywhere.
     * `check` runs the real comparison (against a dummy hash for unknown addresses).
     */
    async passwordAttempt(email: string, ip: string, check: () => Promise<boolean>): Promise<boolean> {
      const address = addressKey(email);
      const pairKey = `${address} ${ip}`;
      await failedPerAddressAndIp.consume(pairKey);
      const wait = backoffMs(await failedPerAddress.used(address));
      if (wait > 0) await sleep(wait);
      const ok = await check();
      if (ok) await failedPerAddressAndIp.reset(pairKey);
      else await failedPerAddress.tryConsume(address);
      return ok;
    },

    /** A completed password reset proves the mailbox: every failure count of the address goes. */
    async clearAddress(email: string) {
      const address = addressKey(email);
      await db.$client.query(`delete from rate_limits where key = $1 or starts_with(key, $2)`, [`auth-fail:${address}`, `auth-fail-ip:${address} `]);
    },
  };
}

export type AuthLimits = ReturnType<typeof authLimits>;

import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { Db } from '../db/client';
import type { MessageId, MessageValues } from '../../contracts/i18n/messages';
import { ApiError } from '../errors';

/**
 * Rate limits shared by every app instance: counters live in PostgreSQL (table rate_limits,
 * written by rate-limiter-flexible), so a limit holds behind a load balancer. While the database
 * is unreachable an in-process counter stands in (the library's insurance limiter), so a limit
 * never turns into a 500.
 */
export type LimitRule = {
  /** Unique per rule: the prefix of its keys in the shared table. */
  name: string;
  /** Requests (or units, e.g. bytes) allowed per window. */
  points: number;
  durationS: number;
  /** Once exceeded, refuse for this long instead of until the window ends. */
  blockS?: number;
  /** The 429 answer's message (the catalogue's, in the request's language; issue 29). */
  message?: MessageId;
  /** Values of that message's {placeholders}. */
  messageValues?: MessageValues;
  /**
   * Once over the limit, this instance refuses the key from memory until the window ends,
   * without asking the database again: for limits checked before the body is read, so a flood
   * of refused requests costs no query each (docs/decisions/0036). Only for rules that are never
   * refunded or cleared behind the limiter's back (a refund would not lift the memory's block).
   */
  blockInMemory?: boolean;
};

export type Limiter = {
  rule: LimitRule;
  /** Counts `points` against `key`; throws a 429 ApiError (with retry_after) once over the limit. */
  consume: (key: string, points?: number) => Promise<void>;
  /** Like consume, but reports instead of throwing. */
  tryConsume: (key: string, points?: number) => Promise<{ ok: true } | { ok: false; retryAfterS: number }>;
  /** How much is used, without counting anything. */
  used: (key: string) => Promise<number>;
  /** Forgets the key's count (e.g. a successful password reset clears failed sign-ins). */
  reset: (key: string) => Promise<void>;
  /** Gives back points counted for something that then did not happen. */
  refund: (key: string, points?: number) => Promise<void>;
};

export const DEFAULT_LIMIT_MESSAGE: MessageId = 'api.limits.default';

export function tooManyRequests(retryAfterS: number, message: MessageId = DEFAULT_LIMIT_MESSAGE, values?: MessageValues) {
  return ApiError.say(429, 'rate_limited', message, values, { retry_after: Math.max(1, Math.ceil(retryAfterS)) });
}

export function createLimiter(db: Db, rule: LimitRule, opts: { clearExpired?: boolean } = {}): Limiter {
  const common = { keyPrefix: rule.name, points: rule.points, duration: rule.durationS, blockDuration: rule.blockS ?? 0 };
  const store = new RateLimiterPostgres({
    ...common,
    // Without a duration of its own, the library blocks until the key's window ends.
    ...(rule.blockInMemory ? { inMemoryBlockOnConsumed: rule.points } : {}),
    storeClient: db.$client,
    storeType: 'pool',
    tableName: 'rate_limits',
    tableCreated: true,
    clearExpiredByTimeout: opts.clearExpired ?? false,
    insuranceLimiter: new RateLimiterMemory(common),
  });
  const tryConsume: Limiter['tryConsume'] = async (key, points = 1) => {
    try {
      await store.consume(key, points);
      return { ok: true };
    } catch (res) {
      if (res instanceof RateLimiterRes) return { ok: false, retryAfterS: res.msBeforeNext / 1000 };
      throw res;
    }
  };
  return {
    rule,
    tryConsume,
    async consume(key, points = 1) {
      const r = await tryConsume(key, points);
      if (!r.ok) throw tooManyRequests(r.retryAfterS, rule.message, rule.messageValues);
    },
    async used(key) {
      const res = await store.get(key);
      return res?.consumedPoints ?? 0;
    },
    async reset(key) {
      await store.delete(key);
    },
    async refund(key, points = 1) {
      await store.reward(key, points);
    },
  };
}

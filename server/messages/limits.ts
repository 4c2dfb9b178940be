import type { Config } from '../config';
import type { Db } from '../db/client';
import { createLimiter, type Limiter } from '../limits/limiter';

/**
 * Sending limits (issue 26), counted in PostgreSQL like every limit (server/limits/), so they hold
 * on every instance. The numbers come from the configuration (MESSAGES_PER_MINUTE,
 * MESSAGES_PER_DAY, MESSAGE_REQUESTS_PER_DAY): a lively chat is a few messages a minute; a
 * script is stopped within seconds, and one account cannot open requests to a whole meetup.
 */
export type MessageLimits = { perMinute: Limiter; perDay: Limiter; requestsPerDay: Limiter };

const byDb = new WeakMap<Db, Map<string, MessageLimits>>();

export function messageLimits(db: Db, config: Config['messages']): MessageLimits {
  const key = `${config.perMinute}/${config.perDay}/${config.requestsPerDay}`;
  let forDb = byDb.get(db);
  if (!forDb) byDb.set(db, (forDb = new Map()));
  let limits = forDb.get(key);
  if (!limits) {
    limits = {
      perMinute: createLimiter(db, { name: 'messages-member-minute', points: config.perMinute, durationS: 60, message: 'api.limits.messagesMinute' }),
      perDay: createLimiter(db, { name: 'messages-member-day', points: config.perDay, durationS: 86_400, message: 'api.limits.messagesDay' }),
      requestsPerDay: createLimiter(db, { name: 'message-requests-member-day', points: config.requestsPerDay, durationS: 86_400, message: 'api.limits.messageRequestsDay' }),
    };
    forDb.set(key, limits);
  }
  return limits;
}

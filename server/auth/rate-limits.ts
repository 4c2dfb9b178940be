import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../errors';

const emailOf = (req: FastifyRequest) => {
  const email = (req.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : null;
};

const tooMany = () => new ApiError(429, 'rate_limited', 'Too many attempts. Please wait a minute and try again.');

/**
 * Auth endpoints are limited per client IP and, separately, per email address, so neither a
 * single client nor a spread-out attack on one account gets unlimited guesses. Both limits
 * count every request (createRateLimit does not stop at the first limiter like rateLimit()).
 */
export function authRateLimits(app: FastifyInstance, perMinute: number) {
  const minute = 60_000;
  const limiter = (name: string, max: number, timeWindow: number, key: (req: FastifyRequest) => string) =>
    app.createRateLimit({ max, timeWindow, keyGenerator: (req) => `${name}:${key(req)}` });
  const guard =
    (...limiters: ReturnType<typeof limiter>[]) =>
    async (req: FastifyRequest, reply: FastifyReply) => {
      for (const check of limiters) {
        const result = await check(req);
        if (!result.isAllowed && result.isExceeded) {
          reply.header('retry-after', String(result.ttlInSeconds));
          throw tooMany();
        }
      }
    };
  const ip = (req: FastifyRequest) => req.ip;
  const email = (req: FastifyRequest) => emailOf(req) ?? `ip:${req.ip}`;
  return {
    signIn: guard(
      limiter('signin-ip', perMinute, minute, ip),
      limiter('signin-email', Math.max(3, Math.ceil(perMinute / 2)), minute, email),
    ),
    recover: guard(
      limiter('recover-ip', perMinute, minute, ip),
      limiter('recover-email', Math.max(2, Math.ceil(perMinute / 4)), 15 * minute, email),
    ),
  };
}

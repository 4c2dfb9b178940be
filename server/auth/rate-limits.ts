import type { FastifyInstance, FastifyRequest } from 'fastify';

const emailOf = (req: FastifyRequest) => {
  const email = (req.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : null;
};

const message = 'Too many attempts. Please wait a minute and try again.';
const errorResponseBuilder = (_req: FastifyRequest, ctx: { statusCode: number }) => ({
  statusCode: ctx.statusCode,
  error: 'rate_limited',
  error_code: 'rate_limited',
  message,
});

/**
 * Auth endpoints are limited per client IP and, separately, per email address, so neither a
 * single client nor a spread-out attack on one account gets unlimited guesses.
 */
export function authRateLimits(app: FastifyInstance, perMinute: number) {
  const byIp = (max: number, timeWindow: number) =>
    app.rateLimit({ max, timeWindow, keyGenerator: (req) => `ip:${req.ip}`, errorResponseBuilder });
  const byEmail = (max: number, timeWindow: number) =>
    app.rateLimit({
      max,
      timeWindow,
      keyGenerator: (req) => `email:${emailOf(req) ?? `ip:${req.ip}`}`,
      errorResponseBuilder,
    });
  const minute = 60_000;
  return {
    signIn: [byIp(perMinute, minute), byEmail(Math.max(3, Math.ceil(perMinute / 2)), minute)],
    recover: [byIp(perMinute, minute), byEmail(Math.max(2, Math.ceil(perMinute / 4)), 15 * minute)],
  };
}

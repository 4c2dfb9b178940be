import type { FastifyInstance } from 'fastify';
import { decodeQuotedPrintable, type ReceivedMail } from './smtp-sink';
import { until } from './until';

/** POST /auth/v1/otp as auth-js signInWithOtp sends it. */
export const askForCode = (app: FastifyInstance, email: string, opts: { createUser?: boolean; ip?: string; name?: string } = {}) =>
  app.inject({
    method: 'POST',
    url: '/auth/v1/otp',
    remoteAddress: opts.ip,
    payload: { email, data: opts.name === undefined ? {} : { name: opts.name }, create_user: opts.createUser ?? true, gotrue_meta_security: {}, code_challenge: null, code_challenge_method: null },
  });

/** POST /auth/v1/verify with the typed code, as auth-js verifyOtp sends it. */
export const verifyCode = (app: FastifyInstance, email: string, token: string, ip?: string) =>
  app.inject({ method: 'POST', url: '/auth/v1/verify', remoteAddress: ip, payload: { email, token, type: 'email', gotrue_meta_security: {} } });

/** The messages the SMTP sink received for `to` carrying a code, decoded, oldest first. */
export const codeMails = (received: ReceivedMail[], to: string) =>
  received.filter((m) => m.to.includes(to)).map((m) => decodeQuotedPrintable(m.raw)).filter((raw) => /^Subject: Your Civic Connect (sign-in|confirmation) code: \d{6}/m.test(raw));

/** Waits for the n-th (1-based) code email to `to`: its code and its sign-in link (a path to inject), if any. */
export async function waitForCode(received: ReceivedMail[], to: string, nth = 1) {
  const raw = await until(async () => codeMails(received, to)[nth - 1]);
  const code = raw.match(/^Subject: Your Civic Connect (?:sign-in|confirmation) code: (\d{6})/m)![1];
  const link = raw.match(/https?:\/\/[^/\s]+(\/auth\/v1\/verify\?type=magiclink[^\s"<>]+)/)?.[1].replaceAll('&amp;', '&');
  return { code, link, raw };
}

/** A 6-digit code that is not `code`. */
export const otherCode = (code: string, n = 1) => String((Number(code) + n) % 1_000_000).padStart(6, '0');

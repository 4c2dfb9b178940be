import { until } from './until';
import type { TestApp } from './test-app';

export const SUBJECTS = {
  confirm: 'Confirm your Civic Connect email address',
  existing: 'Someone tried to register with your Civic Connect address',
  reset: 'Reset your Civic Connect password',
} as const;

/** Every outbox message to `to` with this subject, oldest first. */
export const mailsTo = async (t: TestApp, to: string, subject: string) => (await t.outbox()).filter((m) => m.to === to && m.subject === subject);

/** Waits for the n-th (1-based) message to `to` with this subject. */
export const waitForMail = (t: TestApp, to: string, subject: string, nth = 1) => until(async () => (await mailsTo(t, to, subject))[nth - 1]);

/** The /auth/v1/verify link of an email, as a path to inject. */
export function verifyPath(mail: { text: string }): string {
  const m = mail.text.match(/http:\/\/localhost:3000(\/auth\/v1\/verify\?[^\s"<>]+)/);
  if (!m) throw new Error('no verify link in email');
  return m[1].replaceAll('&amp;', '&');
}

/** Follows an emailed link: the 303's target and its fragment. */
export async function follow(t: TestApp, path: string) {
  const res = await t.app.inject({ url: path });
  if (res.statusCode !== 303) throw new Error(`verify answered ${res.statusCode}: ${res.body}`);
  const location = new URL(res.headers.location as string);
  return { res, target: location.origin + location.pathname, fragment: new URLSearchParams(location.hash.slice(1)) };
}

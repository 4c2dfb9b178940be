import type { Db } from '../db/client';
import { emailLogs } from '../db/schema/index';
import { queueEmail } from './queue';
import type { EmailTransport, OutgoingEmail } from './transport';

export type SendResult = { ok: true } | { ok: false; error: string };
export type LoggedEmail = OutgoingEmail & { templateType?: string };

/** One delivery attempt, written to email logs as sent or failed. Never throws. */
export async function attemptDelivery(deps: { db: Db; transport: EmailTransport }, mail: LoggedEmail): Promise<SendResult> {
  let result: SendResult;
  try {
    await deps.transport.deliver(mail);
    result = { ok: true };
  } catch (err) {
    result = { ok: false, error: err instanceof Error ? err.message : String(err) };
  }
  await deps.db
    .insert(emailLogs)
    .values({
      toEmail: mail.to,
      subject: mail.subject,
      templateType: mail.templateType || null,
      status: result.ok ? 'sent' : 'failed',
      error: result.ok ? null : result.error.slice(0, 1000),
    })
    .catch(() => {});
  return result;
}

/**
 * Delivers one message now and writes the attempt to email logs. A failed attempt is queued
 * for retry with backoff (the `email` job, server/email/deliver-job.ts) unless `retry: false`. Never throws.
 */
export async function sendEmail(deps: { db: Db; transport: EmailTransport }, mail: LoggedEmail, opts: { retry?: boolean } = {}): Promise<SendResult> {
  const result = await attemptDelivery(deps, mail);
  if (!result.ok && opts.retry !== false) {
    await queueEmail(deps.db, mail, { attemptsSoFar: 1, lastError: result.error }).catch(() => {});
  }
  return result;
}

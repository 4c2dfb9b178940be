import type { Db } from '../db/client';
import { emailLogs } from '../db/schema/index';
import type { EmailTransport, OutgoingEmail } from './transport';

export type SendResult = { ok: true } | { ok: false; error: string };

/** Delivers one message and writes the attempt to email logs, sent or failed. Never throws. */
export async function sendEmail(
  deps: { db: Db; transport: EmailTransport },
  mail: OutgoingEmail & { templateType?: string },
): Promise<SendResult> {
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

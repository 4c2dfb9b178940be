import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { MAX_EMAIL_ATTEMPTS, queueEmail, type EmailJob } from './queue';
import { attemptDelivery } from './send';
import type { EmailTransport } from './transport';

/**
 * The `email` task: one delivery attempt, written to email logs as sent or failed. A failed
 * attempt queues the next one after the backoff; after MAX_EMAIL_ATTEMPTS it gives up (the
 * email log keeps every attempt and its error).
 */
export async function deliverEmailJob(deps: { db: Db; transport: EmailTransport; log?: Pick<FastifyBaseLogger, 'warn'> }, job: EmailJob): Promise<void> {
  const { attempt = 1, lastError: _previous, ...mail } = job;
  const result = await attemptDelivery(deps, mail);
  if (result.ok) return;
  if (attempt >= MAX_EMAIL_ATTEMPTS) {
    deps.log?.warn({ component: 'email', templateType: mail.templateType, attempts: attempt, err: result.error }, 'email delivery gave up');
    return;
  }
  await queueEmail(deps.db, mail, { attemptsSoFar: attempt, lastError: result.error });
}

import { Logger, type LogLevel } from 'graphile-worker';
import type { FastifyBaseLogger } from 'fastify';

const LEVEL: Record<string, 'error' | 'warn' | 'info' | 'debug'> = { error: 'error', warning: 'warn', info: 'info', debug: 'debug' };

/** graphile-worker's log lines through our pino logger (one logger, docs/decisions/0025), scoped as `queue`. */
export function queueLogger(log: Pick<FastifyBaseLogger, 'error' | 'warn' | 'info' | 'debug'>): Logger {
  return new Logger((scope) => (level: LogLevel, message: string) => {
    const fields = { component: 'queue', ...(scope.taskIdentifier ? { task: scope.taskIdentifier } : {}), ...(scope.jobId ? { jobId: scope.jobId } : {}) };
    log[LEVEL[level] ?? 'info'](fields, message);
  });
}

/** For installing the queue's schema during migrations: nothing to say unless it fails (which throws). */
export const quietQueueLogger = new Logger(() => () => {});

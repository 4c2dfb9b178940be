import type { FastifyInstance } from 'fastify';

export type Later = (task: () => Promise<unknown>) => void;

/**
 * Work that must not be in the response path: the answer to recover/resend/sign-up would
 * otherwise take longer for a known address than for an unknown one (issue 9: enumeration).
 * Tasks run after the handler returns; closing the app waits for them, so a shutdown (or a
 * test dropping its database) never cuts a half-written link or email.
 */
export function laterTasks(app: FastifyInstance): Later {
  const pending = new Set<Promise<unknown>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...pending]);
  });
  return (task) => {
    const p: Promise<unknown> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(task)
      .catch((err) => app.log.error({ err }, 'auth background task failed'))
      .finally(() => pending.delete(p));
    pending.add(p);
  };
}

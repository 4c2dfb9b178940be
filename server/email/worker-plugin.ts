import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppDeps } from '../deps';
import { JOBS_CHANNEL } from './queue';
import { EmailWorker } from './worker';

/** Starts this instance's email worker with the app and stops it (finishing its batch) on close. */
export const emailWorkerPlugin = fp(
  async (app: FastifyInstance, opts: AppDeps) => {
    // While the database is unreachable every tick fails the same way: say so once a minute.
    let lastLogged = 0;
    const onError = (err: unknown) => {
      if (Date.now() - lastLogged < 60_000) return;
      lastLogged = Date.now();
      app.log.warn({ err: err instanceof Error ? err.message : String(err) }, 'email worker run failed');
    };
    const worker = new EmailWorker({ db: opts.db, transport: opts.emailTransport }, onError);
    const off = app.realtime.listener.on(JOBS_CHANNEL, () => worker.wake());
    app.addHook('onReady', async () => worker.start());
    app.addHook('preClose', async () => {
      off();
      await worker.stop();
    });
  },
  { name: 'email-worker', dependencies: ['realtime'] },
);

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppDeps } from '../deps';
import { JOBS_CHANNEL } from './queue';
import { EmailWorker } from './worker';

/** Starts this instance's email worker with the app and stops it (finishing its batch) on close. */
export const emailWorkerPlugin = fp(
  async (app: FastifyInstance, opts: AppDeps) => {
    const worker = new EmailWorker({ db: opts.db, transport: opts.emailTransport }, (err) => app.log.warn({ err }, 'email worker run failed'));
    const off = app.realtime.listener.on(JOBS_CHANNEL, () => worker.wake());
    app.addHook('onReady', async () => worker.start());
    app.addHook('preClose', async () => {
      off();
      await worker.stop();
    });
  },
  { name: 'email-worker', dependencies: ['realtime'] },
);

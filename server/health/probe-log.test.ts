import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from '../auth/log-redaction';
import type { AppDeps } from '../deps';
import { healthRoutes } from './routes';

// The probes' request lines (decision 0052): /api/health answers at `warn`, so a probe every few
// seconds writes nothing, while every other route keeps its line.
async function served(level: string) {
  const lines: string[] = [];
  const stream = new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) });
  const app = Fastify(loggerOptions(level, { format: 'json', destination: stream }));
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(healthRoutes, { prefix: '/api', config: { logLevel: level } } as unknown as AppDeps);
  app.get('/api/sentinel', async () => ({ ok: true }));
  return { app, lines };
}

describe('probe request lines', () => {
  it('are not written for /api/health; the next request of another route is', async () => {
    const { app, lines } = await served('info');
    expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
    await app.inject({ url: '/api/sentinel' });
    await app.close();
    expect(lines.map((l) => JSON.parse(l).req?.url)).toEqual(['/api/sentinel']);
  });

  it('follow a quieter configured level rather than raise it', async () => {
    const { app, lines } = await served('debug');
    await app.inject({ url: '/api/health' });
    await app.inject({ url: '/api/sentinel' });
    await app.close();
    expect(lines.map((l) => JSON.parse(l).req?.url)).toEqual(['/api/sentinel']);
    const quiet = await served('error');
    await quiet.app.inject({ url: '/api/health' });
    await quiet.app.inject({ url: '/api/sentinel' });
    await quiet.app.close();
    expect(quiet.lines).toEqual([]);
  });
});

import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compressionPlugin } from './compression';

describe('compression', () => {
  it('compresses large answers and leaves routes whose answers are always small out of it', async () => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(compressionPlugin);
    const compressing: Record<string, boolean> = {};
    app.get('/small', { schema: { response: { 200: z.object({ ok: z.literal(true) }), 400: z.object({ message: z.string() }) } } }, async (_req, reply) => {
      compressing.small = typeof reply.compress === 'function';
      return { ok: true as const };
    });
    app.get('/large', { schema: { response: { 200: z.object({ text: z.string() }) } } }, async (_req, reply) => {
      compressing.large = typeof reply.compress === 'function';
      return { text: 'civic '.repeat(400) };
    });
    const small = await app.inject({ url: '/small', headers: { 'accept-encoding': 'br, gzip' } });
    const large = await app.inject({ url: '/large', headers: { 'accept-encoding': 'br, gzip' } });
    await app.close();
    expect(small.json()).toEqual({ ok: true });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(compressing.small).toBe(false);
    expect(large.headers['content-encoding']).toBe('br');
    expect(large.headers.vary).toMatch(/accept-encoding/i);
    expect(compressing.large).toBe(true);
  });
});

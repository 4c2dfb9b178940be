import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { COMPRESS_THRESHOLD, compressionPlugin } from './compression';

describe('compression', () => {
  it('compresses answers above the threshold and sends small ones as they are', async () => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(compressionPlugin);
    app.get('/small', { schema: { response: { 200: z.object({ ok: z.literal(true) }) } } }, async () => ({ ok: true as const }));
    app.get('/large', { schema: { response: { 200: z.object({ text: z.string() }) } } }, async () => ({ text: 'civic '.repeat(400) }));
    const small = await app.inject({ url: '/small', headers: { 'accept-encoding': 'br, gzip' } });
    const large = await app.inject({ url: '/large', headers: { 'accept-encoding': 'br, gzip' } });
    await app.close();
    expect(small.json()).toEqual({ ok: true });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(large.headers['content-encoding']).toBe('br');
    expect(large.headers.vary).toMatch(/accept-encoding/i);
    const text = brotliDecompressSync(large.rawPayload).toString();
    expect(text.length).toBeGreaterThan(COMPRESS_THRESHOLD);
    expect(JSON.parse(text).text).toBe('civic '.repeat(400));
  });
});

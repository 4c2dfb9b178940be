import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { successAnswersBelow } from './answer-size';

/** Answers smaller than this are sent as they are: compressing them costs more than it saves. */
export const COMPRESS_THRESHOLD = 1024;

/**
 * JSON and HTML made per request, compressed (brotli or gzip) when large enough to pay; static
 * files come pre-compressed (server/app.ts); request bodies are never decompressed.
 *
 * A route whose every success answer is shorter than the threshold whatever it holds (its
 * response schema allows nothing longer: `{ ok: true }`, counts, flags) is left out of
 * compression altogether: @fastify/compress would still add two hooks to each of its requests and
 * negotiate the encoding before it looks at the size, about 1 µs a request for nothing
 * (decision 0033, fourth pass). Its answers are byte for byte what they were.
 */
export const compressionPlugin = fp(
  async (app: FastifyInstance) => {
    // Before @fastify/compress's own onRoute hook, which reads `compress`.
    app.addHook('onRoute', (route) => {
      if (route.compress === undefined && successAnswersBelow(route.schema?.response as Record<string, unknown> | undefined, COMPRESS_THRESHOLD)) route.compress = false;
    });
    await app.register(compress, { encodings: ['br', 'gzip'], threshold: COMPRESS_THRESHOLD, globalDecompression: false });
  },
  { name: 'compression' },
);

import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Answers smaller than this are sent as they are: compressing them costs more than it saves. */
export const COMPRESS_THRESHOLD = 1024;

/**
 * JSON and HTML made per request, compressed (brotli or gzip) when large enough to pay; static
 * files come pre-compressed (server/app.ts); request bodies are never decompressed. @fastify/compress
 * as it comes: its threshold decides, on every route (decision 0041).
 */
export const compressionPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(compress, { encodings: ['br', 'gzip'], threshold: COMPRESS_THRESHOLD, globalDecompression: false });
  },
  { name: 'compression' },
);

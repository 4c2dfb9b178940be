import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

// Content-Security-Policy and the other security headers on every response (helmet's set).
// @fastify/helmet built a new helmet middleware — parsing the whole policy — for every request;
// here helmet runs once at start-up and its headers are copied onto each reply (issue 13, "a lean
// request path"). A route that needs a stricter policy sets its own header (e.g. server/storage).
const applyHelmet = helmet({
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      // wasm-unsafe-eval: the check-in page's QR reader fallback (zxing WebAssembly, served from here) compiles WebAssembly; eval stays off.
      scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      connectSrc: ["'self'", 'ws:', 'wss:'],
      fontSrc: ["'self'", 'data:'],
      workerSrc: ["'self'", 'blob:'],
      manifestSrc: ["'self'"],
      frameAncestors: ["'self'"],
      frameSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
});

/** The headers helmet sets, worked out once: they depend only on the options above. */
function helmetHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = { setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = String(value)), removeHeader: () => {} };
  applyHelmet({} as never, res as never, () => {});
  return headers;
}

export const securityHeadersPlugin = fp(
  async (app: FastifyInstance) => {
    const headers = helmetHeaders();
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
  { name: 'security-headers' },
);

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import type { Config } from '../config';

// Content-Security-Policy and the other security headers on every response (helmet's set).
// @fastify/helmet built a new helmet middleware — parsing the whole policy — for every request;
// here helmet runs once at start-up and its headers are copied onto each reply (issue 13, "a lean
// request path"). A route that needs a stricter policy sets its own header (e.g. server/storage).
// The map tile server's origin (MAP_TILE_URL, docs/decisions/0026) is the one outside source
// allowed, for images and fetches only.
const helmetFor = (tileOrigin: string, inlineScriptHashes: string[]) =>
  helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // wasm-unsafe-eval: the check-in page's QR reader fallback (ZXing WebAssembly, served from here) compiles WebAssembly; eval stays blocked.
        // The hashes: index.html's inline theme script, run before first paint (server/web/html.ts); no other inline script runs.
        scriptSrc: ["'self'", "'wasm-unsafe-eval'", ...inlineScriptHashes],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', tileOrigin],
        connectSrc: ["'self'", 'ws:', 'wss:', tileOrigin],
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
function helmetHeaders(config: Pick<Config, 'map'>, inlineScriptHashes: string[]): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = { setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = String(value)), removeHeader: () => {} };
  helmetFor(config.map.tileOrigin, inlineScriptHashes)({} as never, res as never, () => {});
  return headers;
}

export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, opts: { config: Pick<Config, 'map'>; inlineScriptHashes?: string[] }) => {
    const headers = helmetHeaders(opts.config, opts.inlineScriptHashes ?? []);
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
  { name: 'security-headers' },
);

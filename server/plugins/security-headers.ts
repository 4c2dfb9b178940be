import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import type { Config } from '../config';
import { DOCS_PREFIX } from './openapi';

// Content-Security-Policy and the other security headers on every response (helmet's set).
// @fastify/helmet built a new helmet middleware — parsing the whole policy — for every request;
// here helmet runs once at start-up and its headers are copied onto each reply (issue 13, "a lean
// request path"). A route that needs a stricter policy sets its own header (e.g. server/storage).
// The map tile server's origin (MAP_TILE_URL, docs/decisions/0026) is the one outside source
// allowed, for images and fetches only.
//
// API answers (JSON, calendar files, redirects) are never a page that loads anything, so they get
// the policy OWASP recommends for APIs, which allows nothing at all, instead of the app's page
// policy: stricter, and 40 bytes instead of ~600 on every API answer (decision 0033, third pass).
// Every other header is the same on both.
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

/**
 * Headers as two arrays read by index: the loop that copies them onto each reply then reads its
 * names and values from arrays, where `reply.headers(object)` enumerates the object's keys and
 * looks each one up by name, a megamorphic lookup for every header of every request.
 */
const pairs = (headers: Record<string, string>) => ({ names: Object.keys(headers), values: Object.values(headers) });

/** The policy of answers that are not pages: nothing may load, nothing may frame them. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/** API paths: what they answer is data, never a page. The API reference (/api/docs) is a page. */
export const isApiPath = (url: string) =>
  (url.startsWith('/api/') && !url.startsWith(DOCS_PREFIX)) || url.startsWith('/auth/') || url.startsWith('/functions/');

export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, opts: { config: Pick<Config, 'map'>; inlineScriptHashes?: string[] }) => {
    const pageHeaders = helmetHeaders(opts.config, opts.inlineScriptHashes ?? []);
    const page = pairs(pageHeaders);
    const api = pairs({ ...pageHeaders, 'content-security-policy': API_CSP });
    app.addHook('onRequest', (request, reply, done) => {
      const { names, values } = isApiPath(request.url) ? api : page;
      for (let i = 0; i < names.length; i++) reply.header(names[i], values[i]);
      done();
    });
  },
  { name: 'security-headers' },
);

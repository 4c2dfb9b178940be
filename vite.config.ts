import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import preact from '@preact/preset-vite';
import { build, defineConfig, type Plugin, type ResolveModulePreloadDependenciesFn } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { compression } from 'vite-plugin-compression2';
import { PREACT_ALIASES } from './preact-aliases.ts';
import { compileCatalogues } from './scripts/i18n/vite-catalogues.ts';

/**
 * Preloads the Latin subset of Inter (the text of every page), so text does not wait for the
 * stylesheet to be parsed before its font is requested; the other subsets load only when a page
 * needs their characters (unicode-range). The @font-face rules use font-display: swap.
 */
function preloadLatinFont(): Plugin {
  return {
    name: 'civic-connect:preload-latin-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (_html, ctx) => {
        const font = Object.keys(ctx.bundle ?? {}).find((f) => /inter-latin-wght-normal-[\w-]+\.woff2$/.test(f));
        return font ? [{ tag: 'link', attrs: { rel: 'preload', href: `/${font}`, as: 'font', type: 'font/woff2', crossorigin: '' }, injectTo: 'head' }] : [];
      },
    },
  };
}

/**
 * The app's stylesheet inlined in index.html (issue 13, "content before JavaScript"): the first
 * paint no longer waits for a second request (Lighthouse: render-blocking resource; one round
 * trip on slow 4G). ~15 KB gzip'd inside the page, which is compressed and revalidated; the CSP
 * allows inline styles (style-src 'unsafe-inline'), not inline scripts.
 */
function inlineStylesheet(): Plugin {
  return {
    name: 'civic-connect:inline-stylesheet',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html, ctx) =>
        html.replace(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g, (link, file: string) => {
          const asset = ctx.bundle?.[file];
          return asset?.type === 'asset' ? `<style>${String(asset.source)}</style>` : link;
        }),
    },
  };
}

/**
 * The app's code starts after the first paint (issue 13, docs/decisions/0031): the page arrives
 * rendered by the server, so on a slow connection its HTML and its largest image should not share
 * the bandwidth with ~90 KB of JavaScript. The entry script and its modulepreloads are taken out
 * of the head and requested by a small inline script (allowed by its hash, server/web/html.ts)
 * after the next frame, or after a second when no frame comes (a page opened in a background tab).
 */
function startAppAfterFirstPaint(): Plugin {
  return {
    name: 'civic-connect:start-app-after-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => {
        const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(html);
        if (!entry) return html;
        const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g)];
        let out = html.replace(entry[0], '');
        for (const p of preloads) out = out.replace(p[0], '');
        const loader = `<script>
      (function () {
        var started = false;
        function start() {
          if (started) return;
          started = true;
          ${JSON.stringify(preloads.map((p) => p[1]))}.forEach(function (href) {
            var link = document.createElement('link');
            link.rel = 'modulepreload';
            link.crossOrigin = '';
            link.href = href;
            document.head.appendChild(link);
          });
          var script = document.createElement('script');
          script.type = 'module';
          script.crossOrigin = '';
          script.src = ${JSON.stringify(entry[1])};
          document.head.appendChild(script);
        }
        requestAnimationFrame(function () { setTimeout(start, 0); });
        setTimeout(start, 1000);
      })();
    </script>
  </body>`;
        return out.replace('</body>', loader);
      },
    },
  };
}

/**
 * After the browser build, the server's renderer: web/ssr.tsx as one self-contained ES module,
 * dist/ssr/ssr.js, on Preact like the browser (so both render the same markup), every package
 * bundled in (the server loads it without the web app's dependencies); docs/decisions/0031.
 */
function serverRenderer(): Plugin {
  return {
    name: 'civic-connect:server-renderer',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    closeBundle: {
      sequential: true,
      handler: async () => {
        await build({ configFile: fileURLToPath(import.meta.url), mode: 'production', logLevel: 'warn', build: { ssr: 'ssr.tsx', outDir: '../dist/ssr', emptyOutDir: true } });
      },
    },
  };
}

/** On the server there is no service worker to register (web/app/shell/register-sw.ts). */
function noServiceWorkerOnServer(): Plugin {
  const id = 'virtual:pwa-register';
  return {
    name: 'civic-connect:no-service-worker-on-server',
    apply: (_config, env) => Boolean(env.isSsrBuild),
    resolveId: (source) => (source === id ? `\0${id}` : null),
    load: (resolved) => (resolved === `\0${id}` ? 'export const registerSW = () => async () => {};' : null),
  };
}

/**
 * At every `import()` Vite lists what the imported chunk needs, and its preload helper inserts a
 * <link rel=modulepreload> for each JavaScript chunk not loaded yet (and a stylesheet link for
 * each stylesheet, which Vite adds after this function). The JavaScript is left out
 * (docs/decisions/0086): on a phone each link cost ~1.5–2 ms of main thread at Lighthouse's 4×
 * slow-down, more the more links the page has — the home page's 30 were ~55 ms inside the task
 * that starts the app, and its Total Blocking Time went from 280–360 ms to 60–90 ms without them.
 * The browser's module loader fetches the same chunks as it reads their imports, with no element
 * each; the price is a round trip per level of imports on a first visit (the service worker
 * answers every chunk from its cache after it). index.html's own modulepreloads stay.
 */
const onlyStylesheetsAtImports: ResolveModulePreloadDependenciesFn = (_file, deps, { hostType }) => (hostType === 'js' ? [] : deps);

const apiTarget = `http://127.0.0.1:${process.env.PORT ?? 3000}`;

export default defineConfig(({ isSsrBuild }) => ({
  root: 'web',
  // zod configured for our CSP wherever the web build uses it (web/lib/zod-jitless.ts).
  resolve: {
    alias: [
      { find: /^zod$/, replacement: fileURLToPath(new URL('./web/lib/zod-jitless.ts', import.meta.url)) },
      // Preact in development, in the build and in the server's renderer alike (preact-aliases.ts).
      ...PREACT_ALIASES,
    ],
  },
  publicDir: isSsrBuild ? false : 'public',
  // The server's renderer bundles every package, so the Preact aliases reach them too.
  ssr: { noExternal: true },
  // The manifest lets scripts/bench/first-load.ts follow what the first page loads.
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    sourcemap: false,
    manifest: true,
    modulePreload: { resolveDependencies: onlyStylesheetsAtImports },
    // Everything the entry imports statically, in the entry's chunk (issue 29, Total Blocking
    // Time): left to Rolldown it was 12 chunks (Preact, the query client, i18n, the API client… each
    // a chunk of its own because pages loaded later share them), and every chunk is a request a
    // phone starts (~1.5–2 ms of main thread at Lighthouse's 4× slow-down for its modulepreload
    // link) and a module record to link. One chunk is also 3.9 KB smaller gzip'd (docs/decisions/0086).
    rolldownOptions: isSsrBuild ? {} : { output: { codeSplitting: { groups: [{ name: 'app', tags: ['$initial'], priority: 20 }] } } },
  },
  plugins: [
    // Preact's JSX and, in development, its Fast Refresh (prefresh); the aliases are ours above.
    preact({ reactAliasesEnabled: false }),
    // The message catalogues, compiled as they are imported (docs/decisions/0064).
    compileCatalogues(),
    serverRenderer(),
    noServiceWorkerOnServer(),
    preloadLatinFont(),
    inlineStylesheet(),
    startAppAfterFirstPaint(),
    tailwindcss(),
    // The browser's build only: the server's renderer needs no worker and no compressed twins.
    ...(isSsrBuild
      ? []
      : [
      VitePWA({
        registerType: 'autoUpdate',
        injectRegister: false,
        manifest: {
          name: 'Civic Connect',
          short_name: 'Civic Connect',
          description: 'Create and join professional meetups at quality venues worldwide.',
          theme_color: '#4338ca',
          background_color: '#ffffff',
          display: 'standalone',
          start_url: '/',
          icons: [
            { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
            { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
            { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          ],
        },
        workbox: {
          // The page that installed the worker is served by it at once, so what a member reads on
          // the first visit is already kept for offline (issue 13).
          clientsClaim: true,
          // Web Push: the push and notificationclick handlers (web/public/push-sw.js, issue 28).
          importScripts: ['/push-sw.js'],
          navigateFallback: '/index.html',
          // The server answers these itself; sitemap.xml and robots.txt are not app pages.
          navigateFallbackDenylist: [/^\/api\//, /^\/auth\//, /^\/functions\//, /^\/realtime/, /^\/storage\//, /^\/sitemap\.xml$/, /^\/robots\.txt$/],
          // Offline that keeps what you saw (issue 13, web/lib/saved-data.ts): the GET answers of the
          // pages a member reads, from the network first, their last copy when it fails — marked so
          // the app can say so. The page deletes the cache at every sign-out. (Serialised into the
          // worker: no references to anything outside the functions.)
          runtimeCaching: [
            {
              urlPattern: ({ url, sameOrigin }) =>
                sameOrigin && /^\/api\/(meetups|venues|profile|public\/meetups|partners\/by-slug|stats)(\/|$)/.test(url.pathname) && url.pathname !== '/api/profile/export',
              handler: 'NetworkFirst',
              method: 'GET',
              options: {
                cacheName: 'cc-saved-api',
                expiration: { maxEntries: 200, maxAgeSeconds: 30 * 24 * 3600 },
                cacheableResponse: { statuses: [200] },
                plugins: [
                  {
                    cachedResponseWillBeUsed: async ({ cachedResponse }) => {
                      if (!cachedResponse) return cachedResponse;
                      const headers = new Headers(cachedResponse.headers);
                      headers.set('x-cc-saved', '1');
                      return new Response(await cachedResponse.blob(), { status: cachedResponse.status, statusText: cachedResponse.statusText, headers });
                    },
                  },
                ],
              },
            },
          ],
        },
      }),
      // Brotli and gzip twins of every text file, served as they are by @fastify/static
      // (preCompressed): best compression once at build time instead of fast compression per request.
      compression({
        algorithms: ['brotliCompress', 'gzip'],
        include: /\.(html|css|js|mjs|json|svg|webmanifest|txt)$/,
        threshold: 512,
        logLevel: 'silent',
      }),
      ]),
  ],
  server: {
    port: 5173,
    proxy: {
      '/api': apiTarget,
      '/auth': apiTarget,
      '/functions': apiTarget,
      '/storage': apiTarget,
      '/realtime': { target: apiTarget.replace('http', 'ws'), ws: true },
    },
  },
}));

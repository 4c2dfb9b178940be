import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { compression } from 'vite-plugin-compression2';

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

const apiTarget = `http://127.0.0.1:${process.env.PORT ?? 3000}`;

export default defineConfig({
  root: 'web',
  publicDir: 'public',
  // The manifest lets scripts/bench/first-load.ts follow what the first page loads.
  build: { outDir: '../dist/web', emptyOutDir: true, sourcemap: false, manifest: true },
  plugins: [
    react(),
    preloadLatinFont(),
    tailwindcss(),
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
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//, /^\/auth\//, /^\/functions\//, /^\/realtime/, /^\/storage\//],
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
});

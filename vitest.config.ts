import preact from '@preact/preset-vite';
import { defineConfig } from 'vitest/config';
import { PREACT_ALIASES } from './preact-aliases.ts';
import { compileCatalogues } from './scripts/i18n/vite-catalogues.ts';

export default defineConfig({
  test: {
    // Two cores: a couple of files at a time, each with its own database.
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: ['tests/**/*.test.ts', 'server/**/*.test.ts', 'contracts/**/*.test.ts'],
          exclude: ['tests/web/**'],
          globalSetup: ['tests/helpers/global-setup.ts'],
        },
      },
      {
        // The web app's tests run on the renderer that ships (preact-aliases.ts, docs/decisions/0049),
        // in a simulated browser (jsdom); the API is outside the page: tests answer its fetches.
        extends: true,
        // The message catalogues compiled as the build compiles them (docs/decisions/0064).
        plugins: [preact({ reactAliasesEnabled: false, prefreshEnabled: false, devToolsEnabled: false }), compileCatalogues()],
        // The browser's builds of packages (ES modules), as Vite gives the browser.
        resolve: { alias: PREACT_ALIASES, conditions: ['module', 'browser', 'development|production'], mainFields: ['browser', 'module', 'jsnext:main', 'jsnext'] },
        test: {
          name: 'web',
          include: ['web/**/*.test.{ts,tsx}', 'tests/web/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/web/setup.ts'],
          // The packages that import React go through Vite, so the aliases reach their imports as in
          // the build (Node would load React for them): TanStack Query, React Router, Radix and its
          // helpers, lucide-react — and Preact itself, so there is one copy of it.
          server: { deps: { inline: [/react/, /radix/, /use-callback-ref/, /use-sidecar/, /aria-hidden/, /@floating-ui/] } },
        },
      },
    ],
  },
});

// @vitest-environment node
// The browser's build, `vite` in development and the server's renderer (web/ssr.tsx) get the same
// Preact aliases as the web tests (preact-aliases.ts): dropping them from one is a failure here.
import { describe, expect, it } from 'vitest';
import { PREACT_ALIASES } from '../../preact-aliases';
import viteConfig from '../../vite.config';

describe('one renderer in every vite config', () => {
  it('gives the same aliases to vite in development, in the build and for the server renderer', () => {
    for (const mode of [
      { command: 'serve', mode: 'development', isSsrBuild: false },
      { command: 'build', mode: 'production', isSsrBuild: false },
      { command: 'build', mode: 'production', isSsrBuild: true },
    ] as const) {
      const config = typeof viteConfig === 'function' ? viteConfig(mode) : viteConfig;
      const aliases = (config as unknown as { resolve: { alias: { find: RegExp }[] } }).resolve.alias.map((a) => String(a.find));
      for (const alias of PREACT_ALIASES) expect(aliases, `${mode.command} ${mode.mode}`).toContain(String(alias.find));
    }
  });
});

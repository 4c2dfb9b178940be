import { config } from 'zod/v4/core';

// Vite resolves every `import … from 'zod'` of the web build (contracts included) to this file
// (vite.config.ts), so zod is configured before any schema is built and still comes only with
// the chunks that use it — not with the entry, as a side-effect import from web/main.tsx did
// (issue 13: ~25 KB of the first load).
//
// Our Content-Security-Policy allows no eval (script-src 'self'). zod's compiled fast path for
// objects probes `new Function` when a schema is built, which the browser reports as a CSP
// violation (Lighthouse: "Issues logged in the Chrome Devtools Issues panel"). The app parses
// small forms and responses: the interpreted path is plenty.
config({ jitless: true });

export * from 'zod/v4';
export { z, z as default } from 'zod/v4';

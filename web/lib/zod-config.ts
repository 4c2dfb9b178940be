import { config } from 'zod/v4/core';

// Our Content-Security-Policy allows no eval (script-src 'self'). zod's compiled fast path for
// objects probes `new Function` when a schema is built, which the browser reports as a CSP
// violation (Lighthouse: "Issues logged in the Chrome Devtools Issues panel"). The app parses
// small forms and responses: the interpreted path is plenty. Must run before any schema is
// built, so web/main.tsx imports this first; only zod's tiny config object comes with it.
config({ jitless: true });

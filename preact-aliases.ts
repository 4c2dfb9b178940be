/**
 * The web app's renderer is Preact everywhere it runs: `vite` (development), `vite build` (the
 * browser's bundle and the server's renderer, web/ssr.tsx) and Vitest's web project (component
 * tests), so what is tested is what ships (issue 25, docs/decisions/0049). The code stays written
 * against React's API and types (@types/react); these aliases hand every import of it, ours and
 * the libraries' (React Router, TanStack Query, Radix), to preact/compat.
 */
export const PREACT_ALIASES = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

/**
 * True while the server renders a page (web/ssr.tsx, docs/decisions/0031): no window, no
 * storage, no media queries. Code that reads them at render time answers as for a signed-out
 * visitor on a phone; the browser's first render then corrects what differs.
 */
export const onServer = typeof window === 'undefined';

/** The address's query string, or none on the server. */
export const currentSearch = (): string => (onServer ? '' : window.location.search);

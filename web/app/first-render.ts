import { preloadRoute } from './routes';

/**
 * Loads the code the app's first render at `pathname` shows: the page (the bar's phone menu
 * renders its button without code to wait for; its sheet loads when wanted, decision 0078). The
 * browser renders over the server's HTML only after this (web/main.tsx), and the server renders
 * with it (web/ssr.tsx), so both render the same elements and Preact keeps the server's
 * (a first render that waits for code drops them; docs/decisions/0031).
 */
export const preloadFirstRender = (pathname: string): Promise<unknown> => preloadRoute(pathname);

import { preloadRoute } from './routes';
import { MobileMenu } from './shell/nav-bar';

/**
 * Loads the code the app's first render at `pathname` shows: the page and the bar's menu. The
 * browser renders over the server's HTML only after this (web/main.tsx), and the server renders
 * with it (web/ssr.tsx), so both render the same elements and Preact keeps the server's
 * (a first render that waits for code drops them; docs/decisions/0031).
 */
export const preloadFirstRender = (pathname: string): Promise<unknown> => Promise.all([preloadRoute(pathname), MobileMenu.preload()]);

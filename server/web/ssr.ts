import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Locale } from '../../contracts/i18n/locales';
import type { SsrSeed } from '../../contracts/ssr';

/** web/ssr.tsx's renderPage: the HTML inside #root for a path as a signed-out visitor sees it, and the route's title and description. */
export type RenderPage = (url: string, seeds?: SsrSeed[], locale?: Locale) => Promise<{ html: string; title: string; description: string }>;

/**
 * The app's server renderer, built by `vite build` into dist/ssr/ssr.js (docs/decisions/0031),
 * or null when the web app is not built (API tests, a bare server): pages then get the built
 * index.html (or the hand-written /m/ page) as before.
 */
export async function loadRenderer(appRoot: string): Promise<RenderPage | null> {
  const file = path.join(appRoot, 'dist/ssr/ssr.js');
  if (!existsSync(file)) return null;
  const mod = (await import(pathToFileURL(file).href)) as { renderPage?: RenderPage };
  return mod.renderPage ?? null;
}

import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

// Tests of what the server sends for the built web app need a build: `npm test` makes it first;
// a file run on its own builds it here when there is none yet.
export function ensureWebBuild() {
  if (existsSync('dist/web/index.html')) return;
  const built = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (built.status !== 0) throw new Error('vite build failed');
}

/** The hashed stylesheets of the build (the app's own is inlined in index.html; lazy pages link theirs). */
export function builtStylesheets(): string[] {
  const manifest = JSON.parse(readFileSync('dist/web/.vite/manifest.json', 'utf8')) as Record<string, { css?: string[] }>;
  return [...new Set(Object.values(manifest).flatMap((c) => c.css ?? []))].map((f) => `/${f}`);
}

/** The hashed entry script, its modulepreloads, and the stylesheets index.html links. */
export function builtEntryFiles(): { script: string; preloads: string[]; styles: string[] } {
  const html = readFileSync('dist/web/index.html', 'utf8');
  const attr = (re: RegExp) => [...html.matchAll(re)].map((m) => m[1]);
  // The entry and its preloads are requested by index.html's inline loader after the first paint
  // (docs/decisions/0031): the build manifest names them.
  const manifest = JSON.parse(readFileSync('dist/web/.vite/manifest.json', 'utf8')) as Record<string, { file: string; isEntry?: boolean; imports?: string[] }>;
  const entry = Object.values(manifest).find((c) => c.isEntry && c.file.endsWith('.js'))!;
  return {
    script: `/${entry.file}`,
    preloads: (entry.imports ?? []).map((key) => `/${manifest[key].file}`),
    styles: attr(/<link rel="stylesheet"[^>]* href="([^"]+)"/g),
  };
}

// Benchmark (issue 13): the JavaScript a visitor's phone loads before `/` can show, in gzip bytes:
// the entry of index.html with every module it imports statically (what the browser fetches up
// front: the entry and its modulepreloads) plus the home route's chunk and its static imports.
// Read from the build's manifest (dist/web/.vite/manifest.json); baseline in the same run: the
// whole app's JavaScript. Target: ≤ 100 KB gzip (aim 80). `npm run bench:first-load`.
// Then per language (issue 29): that figure plus the language's catalogue chunk.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const MANIFEST = 'dist/web/.vite/manifest.json';
if (!existsSync(MANIFEST)) spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });

type Chunk = { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[]; css?: string[] };
const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as Record<string, Chunk>;

/** The chunks a chunk needs before it runs: itself and its static imports, transitively. */
function closure(keys: string[], into = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (into.has(key)) continue;
    into.add(key);
    closure(manifest[key].imports ?? [], into);
  }
  return into;
}

const gz = (file: string) => gzipSync(readFileSync(`dist/web/${file}`), { level: 9 }).length;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const entry = Object.keys(manifest).find((k) => manifest[k].isEntry)!;
const upFront = closure([entry]);
const home = closure(['app/home-route.tsx'], new Set(upFront));
const homeOnly = [...home].filter((k) => !upFront.has(k));
const sum = (keys: Iterable<string>) => [...keys].reduce((s, k) => s + gz(manifest[k].file), 0);
const allJs = Object.values(manifest).filter((c) => c.file.endsWith('.js')).reduce((s, c) => s + gz(c.file), 0);
const total = sum(home);
const css = [...new Set([...home].flatMap((k) => manifest[k].css ?? []))].reduce((s, f) => s + gz(f), 0);

console.log(`entry and its static imports: ${upFront.size} files, ${kb(sum(upFront))} gzip`);
for (const k of [...upFront].sort((a, b) => gz(manifest[b].file) - gz(manifest[a].file))) console.log(`  ${kb(gz(manifest[k].file)).padStart(9)}  ${manifest[k].file}`);
console.log(`home route (/) and its static imports: ${homeOnly.length} more files, ${kb(sum(homeOnly))} gzip`);
console.log(`initial JavaScript of / for a visitor: ${home.size} files, ${kb(total)} gzip (whole app: ${kb(allJs)}); CSS ${kb(css)} gzip`);
console.log(`target ≤ 100 KB: ${total <= 100 * 1024 ? 'met' : 'NOT met'}`);

// Issue 29: before its first render the app also loads the active language's catalogue (one
// chunk per language, web/lib/i18n.ts); only that one. Per language: the figure above plus it.
const catalogues = Object.entries(manifest).filter(([key]) => /contracts\/i18n\/catalogues\/core\/[\w-]+\.json$/.test(key));
for (const [key, chunk] of catalogues.sort()) {
  const language = /([\w-]+)\.json$/.exec(key)![1];
  const withIt = total + gz(chunk.file);
  console.log(`  ${language.padEnd(6)} catalogue ${kb(gz(chunk.file)).padStart(8)} → first load ${kb(withIt)} gzip (${withIt <= 100 * 1024 ? 'met' : 'NOT met'})`);
}

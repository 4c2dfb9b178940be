// Compiles the server (server/main.ts and everything it imports, contracts/ included) into one
// plain-JS ES module, dist/server/main.js, that `node` runs without tsx or any devDependency
// (docs/decisions/0019-speed-build-once.md). Packages stay external: they are loaded from
// node_modules at run time, and each one must be a production dependency — checked here, so a
// server import of a devDependency fails the build instead of a production start.
// Plain JS (not TS) so it runs with bare node, before anything is compiled.
import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const production = new Set(Object.keys(pkg.dependencies ?? {}));
const builtins = new Set(builtinModules);

const result = await build({
  entryPoints: ['server/main.ts'],
  outfile: 'dist/server/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  packages: 'external',
  sourcemap: true, // stack traces point at the TypeScript (node --enable-source-maps)
  metafile: true,
  logLevel: 'warning',
});

const packageName = (spec) => (spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]);
const wrong = new Set();
for (const input of Object.values(result.metafile.inputs)) {
  for (const imp of input.imports) {
    if (!imp.external || imp.path.startsWith('node:') || builtins.has(imp.path)) continue;
    // A relative "external" is a TypeScript import used only as a type: esbuild drops it.
    if (imp.path.startsWith('.')) continue;
    const name = packageName(imp.path);
    if (!production.has(name)) wrong.add(name);
  }
}
if (wrong.size > 0) {
  console.error(`The server imports packages that are not production dependencies: ${[...wrong].join(', ')}`);
  process.exit(1);
}

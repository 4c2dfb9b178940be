// `npm run check:boundaries` (part of `npm run check`): a web feature never imports another
// (docs/decisions/0016, 0049). The features are the folders of web/features, read from the tree
// each run, so a new feature is covered the day its folder appears — no list to keep. Every
// import of every file in a feature is read (static, re-export, dynamic, type-only alike) and
// resolved; one that lands in another feature's folder is a violation. Shared pieces belong in
// web/components, web/lib or contracts/; features are composed in web/app.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseSync } from 'vite';

export type Violation = { file: string; line: number; specifier: string; from: string; to: string };

const SOURCE = /\.(ts|tsx|mts|js|jsx|mjs)$/;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? filesUnder(full) : SOURCE.test(e.name) ? [full] : [];
  });
}

/** Every module a file names: imports, re-exports and dynamic imports with a literal path. */
function specifiersOf(file: string, code: string): { specifier: string; offset: number }[] {
  const { module, errors } = parseSync(file, code);
  if (errors.length) throw new Error(`${file}: ${errors[0].message}`);
  const found = [
    ...module.staticImports.map((i) => ({ specifier: i.moduleRequest.value, offset: i.start })),
    ...module.staticExports.flatMap((e) => e.entries.filter((x) => x.moduleRequest).map((x) => ({ specifier: x.moduleRequest!.value, offset: e.start }))),
  ];
  for (const d of module.dynamicImports) {
    const literal = /^(['"`])([^'"`$]*)\1$/.exec(code.slice(d.moduleRequest.start, d.moduleRequest.end).trim());
    if (literal) found.push({ specifier: literal[2], offset: d.start });
  }
  return found;
}

/** The imports under `featuresDir` that reach into a sibling feature, in file order. */
export function featureBoundaryViolations(featuresDir = 'web/features'): Violation[] {
  const root = path.resolve(featuresDir);
  const features = readdirSync(root).filter((name) => statSync(path.join(root, name)).isDirectory());
  const featureOf = (abs: string) => {
    const rel = path.relative(root, abs);
    const top = rel.split(path.sep)[0];
    return !rel.startsWith('..') && !path.isAbsolute(rel) && features.includes(top) ? top : null;
  };
  const violations: Violation[] = [];
  for (const from of features) {
    for (const file of filesUnder(path.join(root, from))) {
      const code = readFileSync(file, 'utf8');
      for (const { specifier, offset } of specifiersOf(file, code)) {
        // Relative and absolute paths only: packages are not features.
        if (!specifier.startsWith('.') && !specifier.startsWith('/')) continue;
        const to = featureOf(path.resolve(path.dirname(file), specifier));
        if (to && to !== from) {
          violations.push({ file: path.relative(process.cwd(), file), line: code.slice(0, offset).split('\n').length, specifier, from, to });
        }
      }
    }
  }
  return violations;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const violations = featureBoundaryViolations();
  for (const v of violations) {
    console.error(`${v.file}:${v.line}: the ${v.from} feature imports '${v.specifier}' from the ${v.to} feature.`);
  }
  if (violations.length) {
    console.error('Web features never import each other: move the shared piece to web/components, web/lib or contracts/, or compose the features in web/app (docs/decisions/0049).');
    process.exit(1);
  }
  console.log(`Feature boundaries: no feature imports another (${readdirSync('web/features').length} features).`);
}

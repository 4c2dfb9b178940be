// Fails when server/db/schema differs from what the migrations build: drizzle-kit generates into
// a copy of migrations/, and any new migration file there is drift (a schema edit without
// `npm run db:generate`). Used by .ci/run before the tests.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, rmSync } from 'node:fs';

// drizzle-kit wants a path relative to the project: a git-ignored folder inside it.
const copy = '.tmp/schema-drift';
rmSync(copy, { recursive: true, force: true });
mkdirSync('.tmp', { recursive: true });
try {
  cpSync('migrations', copy, { recursive: true });
  const before = new Set(readdirSync(copy));
  const out = execFileSync('npx', ['drizzle-kit', 'generate', '--dialect', 'postgresql', '--schema', './server/db/schema/index.ts', '--out', copy], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // drizzle-kit can exit 0 after an error: require one of its two normal endings.
  if (!/No schema changes|Your SQL migration file/.test(out)) {
    console.error(`drizzle-kit did not finish a comparison:\n${out}`);
    process.exit(1);
  }
  const added = readdirSync(copy).filter((f) => !before.has(f) && f.endsWith('.sql'));
  if (added.length) {
    console.error(`Schema drift: server/db/schema has changes no migration applies. Run \`npm run db:generate\`.\n${added.map((f) => `  would add ${f}`).join('\n')}`);
    process.exit(1);
  }
  console.log('Schema: migrations match server/db/schema.');
} finally {
  rmSync(copy, { recursive: true, force: true });
}

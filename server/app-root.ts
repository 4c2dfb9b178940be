import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The project folder (the one holding package.json, migrations/ and dist/). Found by walking up
 * from this module, so it is the same whether the server runs from its TypeScript sources
 * (server/app-root.ts, via tsx) or from the compiled bundle (dist/server/main.js).
 */
function findAppRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('Civic Connect: package.json not found above the server code');
    dir = parent;
  }
  return dir;
}

export const appRoot = findAppRoot();

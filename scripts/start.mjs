// `npm start`: build once, then run the compiled server with plain node (issue 13, decision
// 0019). A tree that already has a build starts at once; `npm run build` rebuilds after the code
// changes. The server runs in this process (no child), so Ctrl-C and SIGTERM reach it directly.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const outputs = ['dist/web/index.html', 'dist/server/main.js'];
if (!outputs.every((file) => existsSync(root + file))) {
  console.log('[civic-connect] No build yet: building the web app and the server (once)…');
  const built = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
process.setSourceMapsEnabled(true);
await import('../dist/server/main.js');

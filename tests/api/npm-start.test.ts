import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freePort } from '../helpers/free-port';
import { startApp, stopApp, waitForOutput } from '../helpers/spawn-app';

// `npm start` builds once (issue 13): on a tree that has a build it runs the compiled server
// (dist/server/main.js) at once, without building again.
const outputs = ['dist/web/index.html', 'dist/server/main.js'];

describe('npm start on a built tree', () => {
  let dataDir: string;
  beforeAll(() => {
    // Make sure a build exists (and the compiled server matches these sources) before the test.
    if (!existsSync('dist/web/index.html')) expect(spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' }).status).toBe(0);
    expect(spawnSync('npm', ['run', '-s', 'build:server'], { stdio: 'inherit' }).status).toBe(0);
  }, 180_000);
  afterAll(async () => {
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('starts the compiled server without rebuilding', async () => {
    const before = outputs.map((f) => statSync(f).mtimeMs);
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'cc-npm-start-'));
    const port = await freePort();
    const run = startApp(
      { DATA_DIR: dataDir, PORT: String(port), EMBEDDED_PG_PORT: String(await freePort()), SEED_DEMO: 'false' },
      { cmd: 'npm', args: ['start'] },
    );
    try {
      // A first start initialises PostgreSQL: on two cores shared with the rest of the suite that
      // can take well over a minute.
      await waitForOutput(run, /is running at/, 180_000);
      const page = await fetch(`http://127.0.0.1:${port}/`);
      expect(page.status).toBe(200);
      expect(await page.text()).toMatch(/<div id="root"[ >]/);
    } finally {
      await stopApp(run); // npm itself ends by the signal; the server closes its database
      await vi.waitFor(() => expect(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false), { timeout: 15_000 });
    }
    expect(run.output()).not.toMatch(/No build yet|vite v|building/i);
    expect(outputs.map((f) => statSync(f).mtimeMs)).toEqual(before);
  }, 240_000);
});

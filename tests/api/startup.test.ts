import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../helpers/free-port';
import { startApp as start, waitForOutput } from '../helpers/spawn-app';

// Runs the real entry point (server/main.ts) as a separate process on its embedded database.

describe('start-up, crash recovery and shutdown', () => {
  let dataDir: string;
  let env: Record<string, string>;
  let base: string;
  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'cc-startup-'));
    const port = await freePort();
    env = { DATA_DIR: dataDir, PORT: String(port), EMBEDDED_PG_PORT: String(await freePort()) };
    base = `http://127.0.0.1:${port}`;
  });
  afterAll(async () => {
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('seeds on first start and prints one sign-in line per role', async () => {
    const run = start(env);
    try {
      // A first start initialises PostgreSQL and seeds the demo (pictures included): on two
      // cores shared with the rest of the suite that can take minutes, not seconds.
      await waitForOutput(run, /is running at/, 240_000);
      for (const role of ['basic', 'professional', 'venue', 'admin']) {
        expect(run.output()).toMatch(new RegExp(`^  ${role}, \\S+@\\S+, \\S+$`, 'm'));
      }
    } finally {
      // Stopped whatever happened, so the next test does not find the data folder in use.
      run.proc.kill('SIGTERM');
    }
    expect(await run.exited).toBe(0);
  }, 300_000);

  it('keeps every acknowledged sign-up after SIGKILL, recovering the leftover database', async () => {
    const first = start(env);
    await waitForOutput(first, /is running at/);
    const emails: string[] = [];
    for (let i = 0; i < 5; i++) {
      const email = `durable${i}@example.com`;
      const res = await fetch(`${base}/auth/v1/signup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'durable-password', data: { name: `Durable ${i}` } }),
      });
      expect(res.status).toBe(200);
      emails.push(email);
    }
    first.proc.kill('SIGKILL');
    await first.exited;
    expect(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(true); // left behind

    const second = start(env);
    await waitForOutput(second, /is running at/);
    expect(second.output()).not.toMatch(/Seeded demo content/);
    for (const email of emails) {
      const res = await fetch(`${base}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'durable-password' }),
      });
      expect(res.status).toBe(200);
    }
    second.proc.kill('SIGTERM');
    expect(await second.exited).toBe(0);
    // A clean stop leaves no database process or lock behind.
    expect(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
  }, 120_000);

  it('stops with a message naming the variable when configuration is invalid', async () => {
    const run = start({ ...env, PORT: 'eighty' });
    expect(await run.exited).toBe(78);
    expect(run.output()).toMatch(/PORT/);
  }, 30_000);

  it('stops with exit 78 naming PUBLIC_URL when HOST is public and PUBLIC_URL is unset', async () => {
    const run = start({ ...env, HOST: '0.0.0.0' });
    expect(await run.exited).toBe(78);
    expect(run.output()).toMatch(/PUBLIC_URL/);
  }, 30_000);
});

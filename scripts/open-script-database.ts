import type { Config } from '../server/config';
import { DataFolderInUse } from '../server/db/data-lock';
import { openDatabase } from '../server/db/open';

/**
 * Opens the database for a one-off script (db:seed, seed:scale). The running app owns the
 * embedded database: then the script says so and exits 73 instead of printing a stack trace.
 */
export function openScriptDatabase(config: Config) {
  return openDatabase(config, (m) => console.log(m)).catch((err) => {
    if (!(err instanceof DataFolderInUse)) throw err;
    console.error(err.message);
    return process.exit(73);
  });
}

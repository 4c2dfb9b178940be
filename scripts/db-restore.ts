// `npm run db:restore FILE`: restores a db:backup file into DATABASE_URL (or the embedded
// database of DATA_DIR), which must be empty (docs/decisions/0030-apidocs-backups.md).
import path from 'node:path';
import { loadConfig } from '../server/config';
import { restoreDatabase } from '../server/db/backup';
import { runDatabaseCommand } from '../server/db/tools-target';

const file = process.argv[2];
if (!file) {
  console.error('Usage: npm run db:restore FILE   (a file made by npm run db:backup)');
  process.exit(64);
}
await runDatabaseCommand(loadConfig(), async (url) => {
  await restoreDatabase({ url, file: path.resolve(file), binDir: process.env.PG_BIN_DIR || undefined });
  console.log(`Restored ${file}.`);
});

// `npm run db:backup`: a pg_dump custom-format file of DATABASE_URL (or the embedded database)
// in DATA_DIR/backups (docs/decisions/0030-apidocs-backups.md). Prints the file's path.
import path from 'node:path';
import { loadConfig } from '../server/config';
import { backupDatabase } from '../server/db/backup';
import { runDatabaseCommand } from '../server/db/tools-target';

const config = loadConfig();
await runDatabaseCommand(config, async (url) => {
  console.log(await backupDatabase({ url, dir: path.join(config.dataDir, 'backups'), binDir: process.env.PG_BIN_DIR || undefined }));
});

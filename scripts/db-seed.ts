// `npm run db:seed`: seed demo content into an empty database (also a DATABASE_URL one) and exit.
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/open';
import { printDemoAccounts } from '../server/db/demo-accounts';
import { seedDemoIfEmpty } from '../server/db/seed';

const config = loadConfig();
const { db, close } = await openDatabase(config, (m) => console.log(m));
const seeded = await seedDemoIfEmpty(db, config);
if (seeded) printDemoAccounts(seeded.accounts, seeded.file, console.log);
else console.log('The database already has accounts; nothing seeded.');
await close();

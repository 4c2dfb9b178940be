// `npm run db:seed`: seed demo content into an empty database (also a DATABASE_URL one) and exit.
import { loadConfig } from '../server/config';
import { openScriptDatabase } from './open-script-database';
import { printDemoAccounts } from '../server/db/demo-accounts';
import { seedDemoIfEmpty } from '../server/db/seed';

const config = loadConfig();
const { db, close } = await openScriptDatabase(config);
const seeded = await seedDemoIfEmpty(db, config);
if (seeded) printDemoAccounts(seeded.accounts, seeded.file, console.log);
else console.log('The database already has accounts; nothing seeded.');
await close();

// `npm run db:seed`: seed demo content into an empty database (also a DATABASE_URL one) and exit.
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/open';
import { seedDemoIfEmpty } from '../server/db/seed';

const config = loadConfig();
const { db, close } = await openDatabase(config, (m) => console.log(m));
const accounts = await seedDemoIfEmpty(db, config);
if (accounts) {
  console.log('Seeded demo content. Demo accounts (role, email, password):');
  for (const a of accounts) console.log(`  ${a.role}, ${a.email}, ${a.password}`);
} else console.log('The database already has accounts; nothing seeded.');
await close();

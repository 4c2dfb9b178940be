// `npm run db:migrate`: apply migrations to DATABASE_URL (or the embedded database) and exit.
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/open';

const config = loadConfig();
const { close } = await openDatabase(config, (m) => console.log(m));
console.log('Migrations applied.');
await close();

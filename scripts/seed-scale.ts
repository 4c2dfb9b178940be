// `npm run seed:scale`: fill an empty database with the scale data set (issue 30, decision 0058):
// at SCALE=1 (the default) 1,000,000 members and meetups, ~10,000,000 attendances, 1,000,000
// comments, notifications, messages, connections and follows. SCALE=0.01 makes a 10,000-meetup
// copy of the same shape. The database is DATABASE_URL, or the embedded one of DATA_DIR
// (migrated first). Every member's password is SCALE_PASSWORD (server/db/seed-scale.ts).
import { sql } from 'drizzle-orm';
import { hashPassword } from '../server/auth/passwords';
import { loadConfig } from '../server/config';
import { openScriptDatabase } from './open-script-database';
import { SCALE_PASSWORD, seedScale } from '../server/db/seed-scale';

const scale = Number(process.env.SCALE ?? 1);
if (!(scale > 0 && scale <= 10)) {
  console.error('SCALE must be a number above 0 and at most 10 (1 = a million meetups).');
  process.exit(64);
}
const config = loadConfig();
const { db, close } = await openScriptDatabase(config);
try {
  const [{ n }] = (await db.execute<{ n: number }>(sql`select count(*)::int as n from users`)).rows;
  if (n > 0) {
    console.error(`The database already has ${n} accounts; seed:scale fills an empty one only.`);
    process.exitCode = 65;
  } else {
    const t0 = performance.now();
    const client = await db.$client.connect();
    try {
      await seedScale(client, { scale, passwordHash: await hashPassword(SCALE_PASSWORD), log: (m) => console.log(m) });
    } finally {
      client.release(true);
    }
    const [{ size }] = (await db.execute<{ size: string }>(sql`select pg_size_pretty(pg_database_size(current_database())) as size`)).rows;
    console.log(`Seeded SCALE=${scale} in ${((performance.now() - t0) / 1000).toFixed(0)} s; database size ${size}.`);
    console.log(`Sign in as member1@scale.example (the busiest organiser) … with the password ${SCALE_PASSWORD}.`);
  }
} finally {
  await close();
}

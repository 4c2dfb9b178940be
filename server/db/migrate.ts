import path from 'node:path';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { backfillDeadlines } from '../bookings/backfill-deadlines';
import { backfillOccupancy } from '../bookings/backfill-occupancy';
import type { Db } from './client';
import { appRoot } from '../app-root';

const migrationsFolder = path.join(appRoot, 'migrations');
// Any constant works; it serialises migrations when several instances start at once.
const MIGRATION_LOCK = 72_410_001;

export async function runMigrations(db: Db): Promise<void> {
  const client = await db.$client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const conn = drizzle(client);
    await migrate(conn, { migrationsFolder });
    // Data the SQL cannot compute (venue time zones), on the locked connection (docs/decisions/0017).
    await backfillOccupancy(conn);
    // Requests pending before response deadlines existed get one (docs/decisions/0020).
    await backfillDeadlines(conn);
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    client.release();
  }
}

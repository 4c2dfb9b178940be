import path from 'node:path';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { runMigrations as runQueueMigrations } from 'graphile-worker';
import { backfillDeadlines } from '../bookings/backfill-deadlines';
import { backfillOccupancy } from '../bookings/backfill-occupancy';
import type { Db } from './client';
import { appRoot } from '../app-root';

import { quietQueueLogger } from '../jobs/queue-logger';

const migrationsFolder = path.join(appRoot, 'migrations');
// Any constant works; it serialises migrations when several instances start at once.
const MIGRATION_LOCK = 72_410_001;

export async function runMigrations(db: Db): Promise<void> {
  const client = await db.$client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    // The job queue's own schema first (graphile_worker, docs/decisions/0025): our migration
    // 0011 moves the old jobs table's pending work onto it. Under the same lock, so instances
    // starting together do not both install it; it takes a second connection from the pool.
    await runQueueMigrations({ pgPool: db.$client, logger: quietQueueLogger });
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

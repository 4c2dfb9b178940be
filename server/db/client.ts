import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index';

export type Db = NodePgDatabase<typeof schema> & { $client: pg.Pool };
/** The handle inside db.transaction(); commands and queries take `Db | Tx`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** How long a request waits for a connection before it gets a 503 instead of hanging. */
const CONNECT_TIMEOUT_MS = 5_000;

export function createDb(url: string, max = 10): Db {
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  // A client losing its server must not crash the process: an idle one is reported here and
  // replaced; a checked-out one (e.g. inside a transaction) also emits 'error' on itself, which
  // would be unhandled, while its query fails on its own and becomes a 503 (plugins/errors.ts).
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  return drizzle(pool, { schema }) as Db;
}

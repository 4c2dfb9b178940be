// A name for a prepared statement, from its SQL text (issue 30, decision 0063). PostgreSQL plans a
// named statement once per connection and reuses the plan; the meetups list's statement (the one
// visibility rule, the capped counts, the viewer's state) took ~13× longer to plan than to run on
// the demo data. Names come from the text, so each distinct shape of the list (filters, signed in or
// not) is its own statement and two shapes never collide; the values stay parameters.
import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg, { type QueryResultRow } from 'pg';
import type { Db } from './client';

export const statementName = (prefix: string, text: string) => `${prefix}_${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`;

const dialect = new PgDialect();

/**
 * A raw `sql` query run as a named statement (see above), for reads too irregular for the query
 * builder whose planning costs more than their running (the home's feeds, people suggestions).
 */
export async function executeNamed<T extends QueryResultRow>(db: Db, prefix: string, query: SQL): Promise<{ rows: T[] }> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return db.$client.query<T>({ name: statementName(prefix, text), text, values: params, types: AS_DB_EXECUTE });
}

// The values db.execute gives: drizzle leaves timestamps, dates, intervals and their arrays as
// PostgreSQL's text (drizzle-orm/node-postgres/session.js), so rows read either way are alike.
const AS_TEXT = new Set<number>([pg.types.builtins.TIMESTAMPTZ, pg.types.builtins.TIMESTAMP, pg.types.builtins.DATE, pg.types.builtins.INTERVAL, 1115, 1182, 1185, 1187, 1231]);
const AS_DB_EXECUTE = {
  getTypeParser: ((id: number, format?: 'text' | 'binary') => (AS_TEXT.has(id) ? (v: string) => v : pg.types.getTypeParser(id, format))) as typeof pg.types.getTypeParser,
};

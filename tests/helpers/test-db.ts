import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { createDb, type Db } from '../../server/db/client';
import { TEMPLATE_DB, withDatabase } from './global-setup';

/** A fresh, migrated database for one test file, cloned from the run's template. */
export async function createTestDatabase(): Promise<{ db: Db; url: string; drop: () => Promise<void> }> {
  const adminUrl = inject('pgAdminUrl');
  const name = `cc_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${TEMPLATE_DB}`);
  await admin.end();
  const url = withDatabase(adminUrl, name);
  const db = createDb(url, 5);
  return {
    db,
    url,
    drop: async () => {
      await db.$client.end();
      const a = new pg.Client({ connectionString: adminUrl });
      await a.connect();
      await a.query(`drop database if exists ${name} with (force)`);
      await a.end();
    },
  };
}

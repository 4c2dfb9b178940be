import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createDb } from '../../server/db/client';
import { startEmbedded } from '../../server/db/embedded';
import { runMigrations } from '../../server/db/migrate';
import { freePort } from './free-port';

export const TEMPLATE_DB = 'cc_test_template';

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
  }
}

/**
 * One real PostgreSQL server for the whole run (embedded, or TEST_DATABASE_URL), with a
 * migrated template database that each test file clones into a database of its own.
 */
export default async function setup(project: TestProject) {
  let stopServer = async () => {};
  let adminUrl = process.env.TEST_DATABASE_URL;
  let dir: string | null = null;
  if (!adminUrl) {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'cc-test-pg-'));
    const server = await startEmbedded({ dataDir: dir, port: await freePort() });
    adminUrl = server.url;
    stopServer = server.stop;
  }
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${TEMPLATE_DB} with (force)`);
  await admin.query(`create database ${TEMPLATE_DB}`);
  await admin.end();
  const db = createDb(withDatabase(adminUrl, TEMPLATE_DB), 2);
  await runMigrations(db);
  await db.$client.end();
  project.provide('pgAdminUrl', adminUrl);
  return async () => {
    await stopServer();
    if (dir) await fs.rm(dir, { recursive: true, force: true });
  };
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

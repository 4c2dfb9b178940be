import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../server/app';
import { createDb } from '../../server/db/client';
import { EMBEDDED_PG_MAJOR, startEmbedded } from '../../server/db/embedded';
import { transportFor } from '../../server/email/transport';
import { withDatabase } from '../helpers/global-setup';
import { insertMeetup } from '../helpers/meetup-fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { cast, venueBody, venueImage, type Kind, type Person } from '../helpers/venue-fixtures';

// Issue 11, backups: `npm run db:backup` → a pg_dump custom-format file in DATA_DIR/backups;
// `npm run db:restore FILE` → the same rows in an empty database, uploads' references included
// (the image files themselves stay in DATA_DIR/storage or the S3 bucket). Real PostgreSQL, the
// real scripts run as a user runs them.

const run = promisify(execFile);
const tsx = path.resolve('node_modules/.bin/tsx');

let t: TestApp;
let people: Record<Kind, Person>;
let venueId: string;
let imageUrl: string;
const made: string[] = [];
let backupDir: string;

async function admin<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: inject('pgAdminUrl') });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

async function emptyDatabase(): Promise<string> {
  const name = `cc_restore_${Math.random().toString(36).slice(2, 10)}`;
  await admin((c) => c.query(`create database ${name}`));
  made.push(name);
  return withDatabase(inject('pgAdminUrl'), name);
}

/** Every table's rows, in a stable order: what a restore must give back. */
async function snapshot(url: string): Promise<Record<string, unknown[]>> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const { rows: tables } = await c.query<{ s: string; t: string }>(
      `select schemaname as s, tablename as t from pg_tables where schemaname not in ('pg_catalog', 'information_schema') order by 1, 2`,
    );
    const out: Record<string, unknown[]> = {};
    for (const { s, t: name } of tables) {
      const q = `${c.escapeIdentifier(s)}.${c.escapeIdentifier(name)}`;
      // Ordered by the whole row, so a table whose first column repeats still compares in one order.
      out[`${s}.${name}`] = (await c.query(`select * from ${q} x order by x::text`)).rows;
    }
    return out;
  } finally {
    await c.end();
  }
}

const script = (name: string, args: string[], env: Record<string, string>) =>
  run(tsx, [`scripts/${name}.ts`, ...args], { env: { ...process.env, LOG_LEVEL: 'silent', ...env } });

beforeAll(async () => {
  t = await createTestApp();
  people = await cast(t);
  imageUrl = await venueImage(t, people.owner);
  const res = await t.app.inject({ method: 'POST', url: '/api/venues', headers: people.owner.headers, payload: venueBody({ images: [imageUrl] }) });
  expect(res.statusCode).toBe(201);
  venueId = res.json().venue.id;
  await insertMeetup(t.db, people.professional.id, { venueId });
  backupDir = path.join(t.config.dataDir, 'backups');
}, 60_000);

afterAll(async () => {
  await t.close();
  for (const name of made) await admin((c) => c.query(`drop database if exists ${name} with (force)`));
});

describe('npm run db:backup / db:restore', () => {
  let file: string;

  it('writes a custom-format dump into DATA_DIR/backups', async () => {
    const { stdout } = await script('db-backup', [], { DATABASE_URL: t.dbUrl, DATA_DIR: t.config.dataDir });
    file = stdout.trim();
    expect(path.dirname(file)).toBe(backupDir);
    expect(path.basename(file)).toMatch(/^civic-connect-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.dump$/);
    const head = Buffer.alloc(5);
    const fh = await fs.open(file);
    await fh.read(head, 0, 5, 0);
    await fh.close();
    expect(head.toString()).toBe('PGDMP'); // pg_dump's custom format
    expect((await fs.stat(file)).mode & 0o077).toBe(0); // only the owner may read it
    expect(await fs.readdir(backupDir)).toEqual([path.basename(file)]); // no partial file left
  }, 60_000);

  it('restores every row into an empty database, and the app serves it with its uploads', async () => {
    const target = await emptyDatabase();
    const { stdout } = await script('db-restore', [file], { DATABASE_URL: target, DATA_DIR: t.config.dataDir });
    expect(stdout).toContain('Restored');
    const [before, after] = await Promise.all([snapshot(t.dbUrl), snapshot(target)]);
    expect(Object.keys(after)).toEqual(Object.keys(before));
    expect(after['public.venues'].length).toBeGreaterThan(0);
    expect(after['public.meetups'].length).toBeGreaterThan(0);
    expect(after).toEqual(before);

    // The app on the restored database: the venue with its uploaded picture, which still loads.
    const db = createDb(target, 2);
    const app = await buildApp({ config: { ...t.config, databaseUrl: target }, db, emailTransport: transportFor(t.config) });
    try {
      const venue = await app.inject({ url: `/api/venues/${venueId}`, headers: people.owner.headers });
      expect(venue.statusCode).toBe(200);
      expect(venue.json().images).toEqual([imageUrl]);
      const picture = await app.inject({ url: new URL(imageUrl, 'http://localhost').pathname });
      expect(picture.statusCode).toBe(200);
      expect(picture.headers['content-type']).toMatch(/^image\//);
    } finally {
      await app.close();
      await db.$client.end();
    }
  }, 60_000);

  it('refuses to restore over a database that has data, and leaves it as it was', async () => {
    const before = await snapshot(t.dbUrl);
    const err = await script('db-restore', [file], { DATABASE_URL: t.dbUrl, DATA_DIR: t.config.dataDir }).then(
      () => null,
      (e: { code: number; stderr: string }) => e,
    );
    expect(err?.code).toBe(1);
    expect(err?.stderr).toContain('The target database is not empty');
    expect(await snapshot(t.dbUrl)).toEqual(before);
  }, 60_000);

  it('says how to use it without a file, and names a missing file', async () => {
    const usage = await script('db-restore', [], { DATABASE_URL: t.dbUrl }).catch((e: { code: number; stderr: string }) => e);
    expect(usage).toMatchObject({ code: 64 });
    const missing = await script('db-restore', [path.join(os.tmpdir(), 'no-such.dump')], { DATABASE_URL: await emptyDatabase() }).catch((e: { stderr: string }) => e);
    expect(missing).toMatchObject({ code: 1 });
    expect((missing as { stderr: string }).stderr).toContain('No backup file at');
  }, 60_000);
});

describe('the embedded server and its data folder', () => {
  it('runs the major version that the pinned pg_dump dumps (the round trip above ran on it)', async () => {
    const c = new pg.Client({ connectionString: t.dbUrl });
    await c.connect();
    const { rows } = await c.query<{ v: string }>(`select current_setting('server_version_num') as v`);
    await c.end();
    if (!process.env.TEST_DATABASE_URL) expect(String(Math.floor(Number(rows[0].v) / 10000))).toBe(EMBEDDED_PG_MAJOR);
    const { stdout } = await run('pg_dump', ['--version']);
    expect(Number(/(\d+)\./.exec(stdout)?.[1])).toBeGreaterThanOrEqual(Math.floor(Number(rows[0].v) / 10000));
  });

  it('refuses a data folder of another major version with what to do, instead of a PostgreSQL error', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'cc-pg-version-'));
    await fs.mkdir(path.join(dir, 'postgres'), { recursive: true });
    await fs.writeFile(path.join(dir, 'postgres', 'PG_VERSION'), '18\n');
    await expect(startEmbedded({ dataDir: dir, port: 1 })).rejects.toThrow(/made by PostgreSQL 18; this version runs PostgreSQL 15\. .*npm run db:restore/);
    await fs.rm(dir, { recursive: true, force: true });
  });
});

import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { seedDemoIfEmpty } from '../../server/db/seed';
import { users } from '../../server/db/schema/index';
import { createTestDatabase } from '../helpers/test-db';

// Sign-up no longer confirms an address, so seeded demo accounts (the admin among them) must be
// written confirmed, or the demo admin would not be an admin (issue 9).
describe('demo seeding', () => {
  let t: Awaited<ReturnType<typeof createTestDatabase>>;
  let dataDir: string;
  beforeAll(async () => {
    t = await createTestDatabase();
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'cc-seed-'));
  });
  afterAll(async () => {
    await t.drop();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('writes every seeded account with a confirmed address', async () => {
    const seeded = await seedDemoIfEmpty(t.db, loadConfig({ DATA_DIR: dataDir, DATABASE_URL: t.url }));
    const accounts = seeded?.accounts;
    expect(accounts?.length).toBeGreaterThan(0);
    const all = await t.db.select().from(users);
    expect(all.length).toBeGreaterThanOrEqual(accounts!.length); // every account in the file exists
    expect(await t.db.select().from(users).where(isNull(users.emailConfirmedAt))).toEqual([]);
  }, 120_000);
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '../../server/db/client';
import { createLimiter } from '../../server/limits/limiter';
import { createTestDatabase } from '../helpers/test-db';

// The shared limit store: two "instances" (two pools on one database) count against one limit.
describe('shared rate limits', () => {
  let t: Awaited<ReturnType<typeof createTestDatabase>>;
  let second: ReturnType<typeof createDb>;
  beforeAll(async () => {
    t = await createTestDatabase();
    second = createDb(t.url, 2);
  });
  afterAll(async () => {
    await second.$client.end();
    await t.drop();
  });

  it('counts requests from two instances against one limit and says when to retry', async () => {
    const rule = { name: 'test-shared', points: 3, durationS: 60 };
    const a = createLimiter(t.db, rule);
    const b = createLimiter(second, rule);
    await a.consume('k');
    await b.consume('k');
    await a.consume('k');
    const refused = await b.tryConsume('k');
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.retryAfterS).toBeGreaterThan(50);
    await expect(a.consume('k')).rejects.toMatchObject({ statusCode: 429, code: 'rate_limited' });
    // Another key is untouched, and reset clears the key.
    await a.consume('other');
    await b.reset('k');
    await a.consume('k');
    expect(await b.used('k')).toBe(1);
  });
});

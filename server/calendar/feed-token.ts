import { createHash, createHmac, randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { hashSecret } from '../auth/tokens';
import type { Db } from '../db/client';
import { authKeys, calendarFeeds, users } from '../db/schema/index';

// A feed URL must be shown again in Settings, yet only a hash may be stored. So the token is
// HMAC(server key, user id + random nonce): the table keeps the nonce and the token's SHA-256;
// the key is the installation's signing key (auth_keys), never in this table. Rotating draws a
// new nonce, so the old token no longer hashes to anything stored.

let feedKey: Promise<Buffer> | null = null;
function keyOf(db: Db): Promise<Buffer> {
  feedKey ??= db
    .select({ jwk: authKeys.privateJwk })
    .from(authKeys)
    .limit(1)
    .then(([row]) => {
      const d = (row?.jwk as { d?: string } | undefined)?.d;
      if (!d) throw new Error('no signing key yet');
      return createHash('sha256').update(`calendar-feed\0${d}`).digest();
    })
    .catch((err) => {
      feedKey = null;
      throw err;
    });
  return feedKey;
}

const tokenFor = (key: Buffer, userId: string, nonce: string) => createHmac('sha256', key).update(`${userId}:${nonce}`).digest('base64url');

/** The member's feed token, creating the feed on first use (or a new one with `rotate`). */
export async function feedToken(db: Db, userId: string, opts: { rotate?: boolean } = {}): Promise<string> {
  const key = await keyOf(db);
  if (!opts.rotate) {
    const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
    if (row) return tokenFor(key, userId, row.nonce);
  }
  const nonce = randomBytes(16).toString('base64url');
  const token = tokenFor(key, userId, nonce);
  const values = { userId, nonce, tokenHash: hashSecret(token) };
  if (opts.rotate) {
    await db.insert(calendarFeeds).values(values).onConflictDoUpdate({ target: calendarFeeds.userId, set: { nonce, tokenHash: values.tokenHash, createdAt: new Date() } });
    return token;
  }
  // Two first visits at once (two tabs) must agree on one feed: the first insert wins.
  await db.insert(calendarFeeds).values(values).onConflictDoNothing();
  const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
  return tokenFor(key, userId, row.nonce);
}

/** Whose feed a token opens, or null (also for a suspended account: its feed stops with it). */
export async function feedOwner(db: Db, token: string): Promise<string | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const [row] = await db
    .select({ userId: calendarFeeds.userId })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .where(and(eq(calendarFeeds.tokenHash, hashSecret(token)), eq(users.isSuspended, false)));
  return row?.userId ?? null;
}

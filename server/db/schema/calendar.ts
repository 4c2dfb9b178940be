import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * A member's private calendar feed (issue 14): the feed's token is derived from `nonce` with a
 * server key (server/calendar/feed-token.ts) and only its SHA-256 is stored for look-up, so a
 * copy of this table alone opens no feed. Rotating draws a new nonce; the old URL stops.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  nonce: text('nonce').notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

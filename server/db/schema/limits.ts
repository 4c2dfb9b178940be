import { bigint, integer, pgTable, varchar } from 'drizzle-orm/pg-core';

// Counters of every rate limit, shared by all app instances. The shape is the one
// rate-limiter-flexible's RateLimiterPostgres reads and writes (server/limits/limiter.ts);
// the table is created here by a migration instead of by the library at run time.
export const rateLimits = pgTable('rate_limits', {
  key: varchar('key', { length: 255 }).primaryKey(),
  points: integer('points').notNull().default(0),
  expire: bigint('expire', { mode: 'number' }),
});

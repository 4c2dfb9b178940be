import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull().default('info'),
    title: text('title').notNull(),
    message: text('message').notNull(),
    data: jsonb('data').notNull().default(sql`'{}'::jsonb`),
    read: boolean('read').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notifications_user_created_idx').on(t.userId, t.createdAt)],
);

export const emailLogs = pgTable(
  'email_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    toEmail: text('to_email').notNull(),
    subject: text('subject').notNull(),
    templateType: text('template_type'),
    status: text('status').notNull(),
    error: text('error'),
  },
  (t) => [index('email_logs_created_idx').on(t.createdAt), check('email_logs_status_check', sql`${t.status} in ('sent', 'failed')`)],
);

/**
 * What the job queue (graphile-worker, docs/decisions/0025) has done, by job key: a job's work
 * and its row commit together, so a job run again (a crash after the work, a retry) finds its
 * key and does nothing — every job's effects happen once. Reminders read it for "already sent".
 */
export const jobRuns = pgTable('job_runs', {
  key: text('key').primaryKey(),
  doneAt: timestamp('done_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Admin broadcasts (docs/product.md §3): the request records one row and enqueues its delivery;
 * the client's idempotency key makes a retried request find this row instead of sending again.
 */
export const broadcasts = pgTable(
  'broadcasts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    idempotencyKey: text('idempotency_key').notNull(),
    senderId: uuid('sender_id').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    message: text('message').notNull(),
    type: text('type').notNull(),
    role: text('role'),
    recipients: integer('recipients'),
    sent: integer('sent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('broadcasts_idempotency_key_idx').on(t.idempotencyKey)],
);

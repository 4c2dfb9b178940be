import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, pgTable, primaryKey, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { partnerProfiles } from './partners';
import { venues } from './venues';

/**
 * The network (issue 26, docs/decisions/0042): follows, connections, messages, blocks, reports.
 * Every row names its members by users.id with ON DELETE CASCADE, so deleting an account takes
 * all of it with it; a report outlives its reporter (set null) but not the member reported.
 */

/**
 * One-way and instant: a member follows an organiser (a member), a venue or a partner page.
 * Exactly one target column is set; one column per kind so each cascades with its target.
 */
export const follows = pgTable(
  'follows',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    followerId: uuid('follower_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    organiserId: uuid('organiser_id').references(() => users.id, { onDelete: 'cascade' }),
    venueId: uuid('venue_id').references(() => venues.id, { onDelete: 'cascade' }),
    partnerId: uuid('partner_id').references(() => partnerProfiles.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('follows_one_target_check', sql`num_nonnulls(${t.organiserId}, ${t.venueId}, ${t.partnerId}) = 1`),
    check('follows_not_self_check', sql`${t.organiserId} is null or ${t.organiserId} <> ${t.followerId}`),
    // NULLs are distinct in a unique index: each kind is unique per follower on its own column.
    uniqueIndex('follows_follower_organiser_idx').on(t.followerId, t.organiserId),
    uniqueIndex('follows_follower_venue_idx').on(t.followerId, t.venueId),
    uniqueIndex('follows_follower_partner_idx').on(t.followerId, t.partnerId),
    // Fan-out and follower counts read by target; the followers list newest first (issue 30).
    index('follows_organiser_idx').on(t.organiserId, t.createdAt).where(sql`${t.organiserId} is not null`),
    index('follows_venue_idx').on(t.venueId, t.createdAt).where(sql`${t.venueId} is not null`),
    index('follows_partner_idx').on(t.partnerId, t.createdAt).where(sql`${t.partnerId} is not null`),
  ],
);

/**
 * A request to connect. Accepting deletes it and adds a `connections` row; withdrawing deletes
 * it; declining keeps it as `declined` so the sender still sees "Request sent" (they are not
 * told) and cannot ask again until they withdraw.
 */
export const connectionRequests = pgTable(
  'connection_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    senderId: uuid('sender_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    recipientId: uuid('recipient_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    note: text('note'),
    status: text('status').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
  },
  (t) => [
    unique('connection_requests_pair_key').on(t.senderId, t.recipientId),
    check('connection_requests_status_check', sql`${t.status} in ('pending', 'declined')`),
    check('connection_requests_not_self_check', sql`${t.senderId} <> ${t.recipientId}`),
    check('connection_requests_note_check', sql`${t.note} is null or char_length(${t.note}) <= 300`),
    index('connection_requests_recipient_idx').on(t.recipientId, t.status, t.createdAt),
    index('connection_requests_sender_idx').on(t.senderId, t.createdAt),
  ],
);

/** Two connected members, stored once with the smaller id first. */
export const connections = pgTable(
  'connections',
  {
    userAId: uuid('user_a_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    userBId: uuid('user_b_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userAId, t.userBId] }),
    check('connections_order_check', sql`${t.userAId} < ${t.userBId}`),
    // A member's connections newest first, from either side of the pair: two index ranges a page
    // of the list stops early in (server/connections/queries.ts; issue 30, decision 0062).
    index('connections_user_a_recent_idx').on(t.userAId, t.createdAt, t.userBId),
    index('connections_user_b_recent_idx').on(t.userBId, t.createdAt, t.userAId),
  ],
);

/** "Dismiss" on a people-you-may-know suggestion: it sticks. */
export const suggestionDismissals = pgTable(
  'suggestion_dismissals',
  {
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    dismissedId: uuid('dismissed_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.dismissedId] })],
);

/** A block works both ways (server/safety/blocks.ts); the blocked member is never told. */
export const blocks = pgTable(
  'blocks',
  {
    blockerId: uuid('blocker_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    blockedId: uuid('blocked_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId] }),
    check('blocks_not_self_check', sql`${t.blockerId} <> ${t.blockedId}`),
    index('blocks_blocked_idx').on(t.blockedId),
  ],
);

/**
 * A 1:1 conversation, one per pair (smaller id first). `request` while it is a message request
 * from a co-attendee who is not a connection (`requested_by` wrote first); `active` once
 * accepted, or from the start between connections; `ignored` when the recipient ignored it.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userAId: uuid('user_a_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    userBId: uuid('user_b_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('active'),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('conversations_pair_key').on(t.userAId, t.userBId),
    check('conversations_order_check', sql`${t.userAId} < ${t.userBId}`),
    check('conversations_status_check', sql`${t.status} in ('active', 'request', 'ignored')`),
    index('conversations_user_b_idx').on(t.userBId),
  ],
);

/**
 * Each member's side of a conversation: the inbox is one index range on (user_id,
 * last_message_at); `unread_count` is kept by the send and read commands so the bar's count is
 * a sum over the member's rows, not a scan of messages; `last_read_message_id` gives "seen".
 */
export const conversationMembers = pgTable(
  'conversation_members',
  {
    conversationId: uuid('conversation_id').notNull().references(() => conversations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    otherUserId: uuid('other_user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    lastReadMessageId: bigint('last_read_message_id', { mode: 'number' }).notNull().default(0),
    unreadCount: integer('unread_count').notNull().default(0),
    // When the unread-messages email last went to this member for this conversation (a job).
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.conversationId, t.userId] }),
    // The inbox's order, ties by conversation (issue 30): its page is a walk that stops at the
    // page's end, not a sort of every conversation a busy member has.
    index('conversation_members_inbox_idx').on(t.userId, t.lastMessageAt, t.conversationId),
    check('conversation_members_unread_check', sql`${t.unreadCount} >= 0`),
  ],
);

/** Plain text, at most 2,000 characters, never HTML; the id orders a conversation. */
export const messages = pgTable(
  'messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    conversationId: uuid('conversation_id').notNull().references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('messages_body_check', sql`char_length(${t.body}) between 1 and 2000`),
    index('messages_conversation_idx').on(t.conversationId, t.id),
    index('messages_sender_idx').on(t.senderId),
  ],
);

/**
 * A report of a member or one of their messages, for the admin moderation queue. The reported
 * message's text is copied so the report still shows it if the message goes.
 */
export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reporterId: uuid('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    reportedId: uuid('reported_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    messageId: bigint('message_id', { mode: 'number' }).references(() => messages.id, { onDelete: 'set null' }),
    messageBody: text('message_body'),
    reason: text('reason').notNull(),
    note: text('note'),
    status: text('status').notNull().default('open'),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('reports_reason_check', sql`${t.reason} in ('spam', 'harassment', 'inappropriate', 'impersonation', 'other')`),
    check('reports_status_check', sql`${t.status} in ('open', 'dismissed', 'warned', 'suspended')`),
    check('reports_note_check', sql`${t.note} is null or char_length(${t.note}) <= 1000`),
    index('reports_queue_idx').on(t.status, t.createdAt),
    index('reports_reported_idx').on(t.reportedId),
    index('reports_reporter_idx').on(t.reporterId),
  ],
);

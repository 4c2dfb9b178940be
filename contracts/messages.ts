// Messages (issue 26, docs/decisions/0045): 1:1 conversations between connected members, and
// message requests from someone met at a meetup. Shared by the API (validation and response
// schemas) and the web.
import { z } from 'zod';
import { memberRefSchema } from './community';

export const MESSAGE_MAX = 2000;
/** Messages per page of a conversation, and conversations per page of the inbox. */
export const MESSAGES_PAGE = 50;
export const CONVERSATIONS_PAGE = 30;

export const messageBody = z.strictObject({
  body: z
    .string({ error: 'Write a message.' })
    // Surrounding blank lines are dropped; the text inside is kept as typed.
    .trim()
    .min(1, { error: 'Write a message.' })
    .max(MESSAGE_MAX, { error: `Messages are at most ${MESSAGE_MAX.toLocaleString('en-GB')} characters.` }),
});

/** What the viewer may do with another member: write, send a message request, wait for an answer, or nothing. */
export const MESSAGING_MODES = ['write', 'request', 'pending', 'none'] as const;
export type MessagingMode = (typeof MESSAGING_MODES)[number];

export const messageSchema = z.object({
  /** A bigserial as a string: ids order a conversation and are the paging cursors. */
  id: z.string(),
  conversation_id: z.uuid(),
  sender_id: z.uuid(),
  /** Plain text: the web renders it as text (links made clickable), never as HTML. */
  body: z.string(),
  created_at: z.string(),
});
export type MessageDto = z.infer<typeof messageSchema>;

export const conversationSchema = z.object({
  id: z.uuid(),
  other: memberRefSchema,
  /** 'active'; 'request' while a message request waits for its recipient; the sender never learns 'ignored'. */
  status: z.enum(['active', 'request']),
  /** The viewer wrote the request and waits (cannot send again until it is accepted). */
  requested_by_me: z.boolean(),
  last_message: messageSchema.nullable(),
  last_message_at: z.string(),
  unread_count: z.number().int(),
  /** The other member's read mark: messages with an id up to this one are "Seen". */
  other_last_read_id: z.string(),
  /** Whether the viewer may send now (not blocked, not suspended, not a request waiting). */
  can_send: z.boolean(),
});
export type ConversationDto = z.infer<typeof conversationSchema>;

export const inboxQuery = z.strictObject({
  /** `inbox`: conversations and the requests I sent; `requests`: message requests waiting for me. */
  box: z.enum(['inbox', 'requests']).default('inbox'),
  /** Keyset cursor from `next_cursor`: conversations whose last message is older than this. */
  before: z.string().regex(/^\d{4}-\d\d-\d\dT[\d:.]+Z\|[0-9a-f-]{36}$/, { error: 'Invalid cursor.' }).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(CONVERSATIONS_PAGE),
});

export const inboxSchema = z.object({
  conversations: z.array(conversationSchema),
  next_cursor: z.string().nullable(),
  /** Message requests waiting for the viewer (the Requests tab's count). */
  requests: z.number().int(),
});
export type InboxDto = z.infer<typeof inboxSchema>;

const idCursor = z.string().regex(/^\d{1,18}$/, { error: 'Invalid cursor.' });
export const conversationQuery = z.strictObject({
  /** Older messages than this id (scrolling up). */
  before: idCursor.optional(),
  /** Newer messages than this id (live arrival, catching up after a reconnect). */
  after: idCursor.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(MESSAGES_PAGE),
});

export const conversationPageSchema = z.object({
  conversation: conversationSchema,
  /** Oldest first. */
  messages: z.array(messageSchema),
  has_more_before: z.boolean(),
  has_more_after: z.boolean(),
});
export type ConversationPageDto = z.infer<typeof conversationPageSchema>;

export const messagingSchema = z.object({
  mode: z.enum(MESSAGING_MODES),
  conversation_id: z.uuid().nullable(),
});
export type MessagingDto = z.infer<typeof messagingSchema>;

export const sentSchema = z.object({ conversation_id: z.uuid(), message: messageSchema });
export type SentDto = z.infer<typeof sentSchema>;

export const readBody = z.strictObject({ message_id: idCursor });

export const unreadSchema = z.object({
  /** Unread messages over the viewer's conversations (the bar's and the tab bar's badge). */
  count: z.number().int(),
  /** Message requests waiting for the viewer. */
  requests: z.number().int(),
});
export type UnreadDto = z.infer<typeof unreadSchema>;

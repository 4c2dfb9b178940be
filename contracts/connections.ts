// Connections between members (issue 26): request with an optional note, accept, decline,
// withdraw, remove. Shapes shared by the API (validation and response schemas) and the web.
import { z } from 'zod';

export const CONNECTION_NOTE_MAX = 300;
/** How many connections a page of GET /api/connections holds at most. */
export const CONNECTIONS_PAGE_MAX = 50;
/** How many connections a member's profile names (the count covers the rest). */
export const PROFILE_CONNECTIONS_SHOWN = 6;

export const connectBody = z.strictObject({
  /** Optional: a sentence on where you met or why you want to connect. */
  note: z
    .string()
    .trim()
    .max(CONNECTION_NOTE_MAX, { error: `A note is at most ${CONNECTION_NOTE_MAX} characters.` })
    .optional()
    .transform((n) => (n ? n : undefined)),
});
export type ConnectBody = z.input<typeof connectBody>;

/** A member as the connections page lists them: the name links to /members/{id}. */
export const connectionMemberSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  avatar: z.string().nullable(),
  headline: z.string().nullable(),
});
export type ConnectionMemberDto = z.infer<typeof connectionMemberSchema>;

/**
 * Between the viewer and one member: `none` (Connect), `sent` ("Request sent": also after a silent
 * decline), `received` (they asked you: Accept), `connected`, or `self`.
 */
export const CONNECTION_STATES = ['none', 'sent', 'received', 'connected', 'self'] as const;
export type ConnectionState = (typeof CONNECTION_STATES)[number];

export const connectionStatusSchema = z.object({
  state: z.enum(CONNECTION_STATES),
  /** The pending request's id when `sent` (to withdraw) or `received` (to accept or decline). */
  request_id: z.uuid().nullable(),
  /** The note of a received request, shown next to Accept. */
  note: z.string().nullable(),
});
export type ConnectionStatusDto = z.infer<typeof connectionStatusSchema>;

export const connectionSchema = z.object({ member: connectionMemberSchema, connected_at: z.string() });
export type ConnectionDto = z.infer<typeof connectionSchema>;

/** GET /api/connections: newest first, paged by `cursor` (the `next_cursor` of the page before). */
export const connectionPageSchema = z.object({
  connections: z.array(connectionSchema),
  total: z.number().int().describe('Connections, counted up to 1,000 (issue 30): see `total_capped`.'),
  total_capped: z.boolean().describe('Counting stopped at 1,000: there are at least `total` ("1,000+"), not exactly that many.'),
  next_cursor: z.string().nullable(),
});
export type ConnectionPageDto = z.infer<typeof connectionPageSchema>;

export const connectionRequestSchema = z.object({
  id: z.uuid(),
  member: connectionMemberSchema,
  note: z.string().nullable(),
  created_at: z.string(),
});
export type ConnectionRequestDto = z.infer<typeof connectionRequestSchema>;

/** GET /api/connections/requests: received ones waiting for an answer, and those the viewer sent. */
export const connectionRequestsSchema = z.object({
  received: z.array(connectionRequestSchema),
  sent: z.array(connectionRequestSchema),
});
export type ConnectionRequestsDto = z.infer<typeof connectionRequestsSchema>;

/**
 * GET /api/members/{id}/connections: what a profile shows of a member's connections. `shown` is
 * false (and nothing else is given) when the owner turned off "Show my connections on my profile".
 */
export const memberConnectionsSchema = z.object({
  shown: z.boolean(),
  count: z.number().int().nullable().describe('Connections, counted up to 1,000 (issue 30): see `count_capped`.'),
  count_capped: z.boolean().describe('Counting stopped at 1,000: there are at least `count` ("1,000+"). False when the count is not shown.'),
  members: z.array(connectionMemberSchema),
});
export type MemberConnectionsDto = z.infer<typeof memberConnectionsSchema>;

import { z } from 'zod';
import { ADMIN_EMAIL_LOGS_PAGE_SIZE, ADMIN_PARTNERS_PAGE_SIZE, ADMIN_SEARCH_MIN_LETTERS, ADMIN_USERS_PAGE_SIZE, adminSearchReady } from './constants';
import { partnerWithCountDto } from './partners';
import { ROLES, type Role } from './roles';

// The admin functions of docs/product.md §10 (bodies and responses) and the admin views of docs/product.md §3.

const page = z.coerce
  .number({ error: 'page must be a whole number from 1.' })
  .int({ error: 'page must be a whole number from 1.' })
  .min(1, { error: 'page must be a whole number from 1.' })
  .max(100_000, { error: 'page is too large.' })
  .default(1);
const pageSize = (fallback: number) =>
  z.coerce
    .number({ error: 'pageSize must be a whole number from 1 to 100.' })
    .int({ error: 'pageSize must be a whole number from 1 to 100.' })
    .min(1, { error: 'pageSize must be a whole number from 1 to 100.' })
    .max(100, { error: 'pageSize must be a whole number from 1 to 100.' })
    .default(fallback);
const search = z.string({ error: 'q must be text.' }).trim().max(200, { error: 'q must be at most 200 characters.' }).nullish().transform((v) => v ?? '');

/** An empty role means "any role"; otherwise one of basic, professional, venue (docs/product.md §2 Users tab). */
export const ROLE_FILTER_MESSAGE = 'Choose basic, professional or venue.';
export const roleFilter = z
  .string({ error: ROLE_FILTER_MESSAGE })
  .trim()
  .toLowerCase()
  .nullish()
  .transform((v) => v ?? '')
  .refine((v): v is Role | '' => v === '' || (ROLES as readonly string[]).includes(v), { error: ROLE_FILTER_MESSAGE });

export const adminListUsersBody = z.object({
  page,
  pageSize: pageSize(ADMIN_USERS_PAGE_SIZE),
  // Empty (every member) or three letters at least (ADMIN_SEARCH_MIN_LETTERS: why there).
  q: search.refine(adminSearchReady, { error: `Type at least ${ADMIN_SEARCH_MIN_LETTERS} letters of a name or email.` }),
  role: roleFilter,
  // Issue 30: the next page is the rows after this marker (the previous answer's next_cursor), not
  // an offset — every member comes exactly once while others sign up, and page 500 costs what page 1 does.
  after: z
    .string({ error: 'after must be the next_cursor of the page before.' })
    .max(200, { error: 'after must be the next_cursor of the page before.' })
    .nullish()
    .describe('The previous answer\'s `next_cursor`: the page after it (then `page` is not used).'),
});

export const adminListPartnersBody = z.object({
  page,
  pageSize: pageSize(ADMIN_PARTNERS_PAGE_SIZE),
  q: search,
  // docs/product.md §10: '' (all), 'true' (published) or 'false' (unpublished); booleans are accepted too.
  published: z
    .union([z.enum(['', 'true', 'false']), z.boolean()], { error: "published must be '', 'true' or 'false'." })
    .nullish()
    .transform((v) => (v === true || v === 'true' ? true : v === false || v === 'false' ? false : null)),
});

export const adminListEmailLogsBody = z.object({ page, pageSize: pageSize(ADMIN_EMAIL_LOGS_PAGE_SIZE) });

export const adminSuspendUserBody = z.object({
  userId: z.uuid({ error: 'userId must be a user id.' }),
  suspend: z.boolean({ error: 'suspend must be true or false.' }),
});

export const NOTIFICATION_TITLE_MAX = 120;
export const NOTIFICATION_MESSAGE_MAX = 1000;

/** docs/product.md §3 "Notification send payload"; docs/product.md §5: non-empty trimmed title and message. */
export const adminSendNotificationsBody = z.object({
  title: z
    .string({ error: 'Enter a title.' })
    .trim()
    .min(1, { error: 'Enter a title.' })
    .max(NOTIFICATION_TITLE_MAX, { error: `The title must be at most ${NOTIFICATION_TITLE_MAX} characters.` }),
  message: z
    .string({ error: 'Enter a message.' })
    .trim()
    .min(1, { error: 'Enter a message.' })
    .max(NOTIFICATION_MESSAGE_MAX, { error: `The message must be at most ${NOTIFICATION_MESSAGE_MAX} characters.` }),
  type: z.literal('info', { error: "type must be 'info'." }).default('info'),
  mode: z.enum(['broadcast', 'single'], { error: "mode must be 'broadcast' or 'single'." }),
  userId: z
    .string({ error: 'userId must be a user id.' })
    .trim()
    .nullish()
    .transform((v) => v || null)
    .refine((v) => v === null || z.uuid().safeParse(v).success, { error: 'userId must be a user id.' }),
  role: roleFilter,
  /** Made by the client once per submission and sent again on its retries: a broadcast is delivered once per key. */
  idempotencyKey: z
    .string({ error: 'idempotencyKey must be a string.' })
    .regex(/^[A-Za-z0-9_-]{8,100}$/, { error: 'idempotencyKey must be 8 to 100 letters, digits, - or _.' })
    .optional(),
});
export type AdminSendNotificationsBody = z.input<typeof adminSendNotificationsBody>;

/** admin-broadcast-audience (issue 27): whom a broadcast would reach, asked before it is sent. */
export const adminBroadcastAudienceBody = z.object({ role: roleFilter });
export const adminBroadcastAudienceResponse = z.object({
  addressed: z.number().int().describe('Active (unsuspended) members the broadcast is addressed to.'),
  reachable: z.number().int().describe('Of those, the members whose settings let it through (announcements on).'),
});
export type AdminBroadcastAudienceResponse = z.infer<typeof adminBroadcastAudienceResponse>;

/** docs/product.md §3 "Admin user view". */
export const adminUserDto = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    role: z.enum(ROLES),
    is_suspended: z.boolean(),
    venue_count: z.number().int(),
    partner_id: z.string().nullable(),
    partner_max_venues_allowed: z.number().int().nullable(),
  })
  .meta({ id: 'AdminUser' });
export type AdminUserDto = z.infer<typeof adminUserDto>;

/** docs/product.md §3 "Email log row". */
export const emailLogDto = z
  .object({
    id: z.number().int(),
    created_at: z.string(),
    to_email: z.string(),
    subject: z.string(),
    template_type: z.string().nullable(),
    status: z.enum(['sent', 'failed']),
    error: z.string().nullable(),
  })
  .meta({ id: 'EmailLog' });
export type EmailLogDto = z.infer<typeof emailLogDto>;

// The functions' answers: their response schemas (server/admin/functions.ts) and the web's types.
export const adminListUsersResponse = z.object({
  users: z.array(adminUserDto),
  next_cursor: z.string().nullable().describe('Send as `after` for the next page; null on the last page.'),
});
export type AdminListUsersResponse = z.infer<typeof adminListUsersResponse>;
export const adminListPartnersResponse = z.object({ partners: z.array(partnerWithCountDto) });
export type AdminListPartnersResponse = z.infer<typeof adminListPartnersResponse>;
export const adminListEmailLogsResponse = z.object({ logs: z.array(emailLogDto) });
export type AdminListEmailLogsResponse = z.infer<typeof adminListEmailLogsResponse>;
export const adminSuspendUserResponse = z.object({ success: z.literal(true), user: adminUserDto });
export type AdminSuspendUserResponse = z.infer<typeof adminSuspendUserResponse>;
/** A broadcast is delivered by a job after the answer: its counts are null then (recorded with the broadcast). */
export const adminSendNotificationsResponse = z.object({
  message: z.string(),
  recipients: z.number().int().nullable(),
  sent: z.number().int().nullable(),
  skipped: z.number().int().nullable(),
});
export type AdminSendNotificationsResponse = z.infer<typeof adminSendNotificationsResponse>;

// The admin forms (issue 25, "One form"): what each checks before it calls its function, with the
// product's sentences, by the input each is about.
/** docs/product.md §5 "Admin test email": non-empty and contains @. */
export const ADMIN_EMAIL_INVALID = 'Please enter a valid email address';
const adminRecipient = z
  .string()
  .trim()
  .refine((v) => v !== '' && v.includes('@'), { error: ADMIN_EMAIL_INVALID });
/** Admin → Email: a one-off email (the send-email function). */
export const adminEmailForm = z.object({
  to: adminRecipient,
  subject: z.string().trim().min(1, { error: 'Enter a subject.' }).max(300, { error: 'Use at most 300 characters.' }),
  text: z.string().refine((v) => v.trim() !== '', { error: 'Enter a message.' }),
});
/** /admin/email-tools: a test email to one address. */
export const adminTestEmailForm = z.object({ to: adminRecipient });
/** Admin → Notifications: the function's body, and a member chosen when it goes to one member. */
export const adminNotificationForm = adminSendNotificationsBody.superRefine((body, ctx) => {
  if (body.mode === 'single' && !body.userId) ctx.addIssue({ code: 'custom', path: ['userId'], message: 'Choose the member to notify.' });
});

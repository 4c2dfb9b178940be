// Safety shapes (issue 26): blocking, reporting and the admin moderation queue, shared by the API
// (request validation and response schemas) and the web.
import { z } from 'zod';
import { localised } from './i18n/say';

/** The reasons of the reports table's check constraint, in the order the dialog lists them. */
export const REPORT_REASONS = ['spam', 'harassment', 'inappropriate', 'impersonation', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_REASON_LABELS: Record<ReportReason, string> = localised({
  spam: 'Spam',
  harassment: 'Harassment or bullying',
  inappropriate: 'Inappropriate content',
  impersonation: 'Pretending to be someone else',
  other: 'Something else',
});
export const REPORT_NOTE_MAX = 1000;

/** POST /api/reports: a member, or one of their messages; `block` also blocks them in the same step. */
export const reportBody = z.strictObject({
  member_id: z.uuid({ error: 'Choose a member to report.' }),
  message_id: z.number({ error: 'Message not found.' }).int().positive().optional(),
  reason: z.enum(REPORT_REASONS, { error: 'Choose a reason.' }),
  note: z
    .string()
    .trim()
    .max(REPORT_NOTE_MAX, { error: `Notes are at most ${REPORT_NOTE_MAX.toLocaleString('en-GB')} characters.` })
    .optional(),
  block: z.boolean().default(false),
});
export type ReportInput = z.input<typeof reportBody>;

export const reportReceipt = z.object({ id: z.uuid(), blocked: z.boolean() });
export type ReportReceipt = z.infer<typeof reportReceipt>;

/** One member on my blocked list (Settings → Privacy). */
export const blockedMemberSchema = z.object({ id: z.uuid(), name: z.string(), avatar: z.string().nullable(), blocked_at: z.string() });
export const blockedListSchema = z.object({ members: z.array(blockedMemberSchema) });
export type BlockedMemberDto = z.infer<typeof blockedMemberSchema>;
export type BlockedListDto = z.infer<typeof blockedListSchema>;

/** What an admin does with a report; each resolves every open report against that member. */
export const MODERATION_ACTIONS = ['dismiss', 'warn', 'suspend'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];
export const resolveReportBody = z.strictObject({ action: z.enum(MODERATION_ACTIONS, { error: 'Choose dismiss, warn or suspend.' }) });
export const resolveReportResult = z.object({ resolved: z.number().int(), status: z.enum(['dismissed', 'warned', 'suspended']) });
export type ResolveReportResult = z.infer<typeof resolveReportResult>;

const personRef = z.object({ id: z.uuid(), name: z.string(), email: z.string() });

/** An open report in the admin moderation queue. */
export const moderationReportSchema = z.object({
  id: z.uuid(),
  reporter: personRef.nullable(),
  reported: personRef.extend({ is_suspended: z.boolean() }),
  reason: z.enum(REPORT_REASONS),
  note: z.string().nullable(),
  message_id: z.number().nullable(),
  message_body: z.string().nullable(),
  created_at: z.string(),
  /** Open reports against the same member (this one included): one action resolves them all. */
  open_against_member: z.number().int(),
});
export const moderationQueueSchema = z.object({ reports: z.array(moderationReportSchema), open_count: z.number().int() });
export type ModerationReportDto = z.infer<typeof moderationReportSchema>;
export type ModerationQueueDto = z.infer<typeof moderationQueueSchema>;

/** The in-app notice a warned member receives: plain words, pointing at the guidelines. */
export const WARNING_TITLE = 'A note from the Civic Connect team';
export const WARNING_MESSAGE =
  'Another member reported something you did on Civic Connect. Please read our community guidelines and keep to them: be respectful, no spam, no harassment. If it happens again, your account may be suspended.';

import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ModerationAction, ModerationQueueDto, ReportReason, ResolveReportResult } from '../../contracts/safety';
import { WARNING_MESSAGE, WARNING_TITLE } from '../../contracts/safety';
import { setSuspended } from '../admin/users';
import type { Db, Tx } from '../db/client';
import { conversationMembers, messages, profiles, reports, users } from '../db/schema/index';
import { ApiError } from '../errors';
import { limitsOf } from '../limits/rules';
import { notify } from '../notifications/notify';
import { blockMember } from './block-commands';

/** Open reports waiting for an admin (the moderation tab's badge, the admin's home). */
export async function openReportCount(db: Db | Tx): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(reports).where(eq(reports.status, 'open'));
  return row?.n ?? 0;
}

export type ReportCommand = { memberId: string; messageId?: number; reason: ReportReason; note?: string; block: boolean };

/**
 * A member reports another member, or one of their messages (issue 26). A message can be
 * reported only by a member of its conversation, and only as the message of the member named;
 * its text is copied so the report keeps it. With `block`, the reporter also blocks them in
 * the same transaction. The reported member is never told.
 */
export async function createReport(db: Db, reporterId: string, input: ReportCommand): Promise<{ id: string; blocked: boolean }> {
  if (input.memberId === reporterId) throw ApiError.say(400, 'cannot_report_self', 'api.safety.notReportSelf');
  const [member] = await db.select({ id: users.id }).from(users).where(eq(users.id, input.memberId));
  if (!member) throw ApiError.say(404, 'member_not_found', 'api.members.notFound');
  let messageBody: string | null = null;
  if (input.messageId !== undefined) {
    const [m] = await db
      .select({ body: messages.body, senderId: messages.senderId })
      .from(messages)
      .innerJoin(conversationMembers, and(eq(conversationMembers.conversationId, messages.conversationId), eq(conversationMembers.userId, reporterId)))
      .where(eq(messages.id, input.messageId));
    // Another conversation's message answers like one that does not exist.
    if (!m || m.senderId !== input.memberId) throw ApiError.say(404, 'message_not_found', 'api.safety.messageNotFound');
    messageBody = m.body;
  }
  // Counted only once the report is known to be well-formed: a mistyped id costs no quota.
  const limits = limitsOf(db);
  await limits.reportsPerMemberHour.consume(reporterId);
  await limits.reportsPerMemberDay.consume(reporterId);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(reports)
      .values({ reporterId, reportedId: input.memberId, messageId: input.messageId ?? null, messageBody, reason: input.reason, note: input.note || null })
      .returning({ id: reports.id });
    if (input.block) await blockMember(tx, reporterId, input.memberId);
    return { id: row.id, blocked: input.block };
  });
}

const reporter = alias(users, 'reporter');
const reporterProfile = alias(profiles, 'reporter_profile');
const reportedProfile = alias(profiles, 'reported_profile');
const QUEUE_PAGE = 100;

/** The moderation queue: open reports, oldest first, with who reported whom. */
export async function moderationQueue(db: Db, unnamed: string): Promise<ModerationQueueDto> {
  const openAgainst = sql<number>`(select count(*)::int from reports r2 where r2.reported_id = ${reports.reportedId} and r2.status = 'open')`;
  const rows = await db
    .select({
      id: reports.id,
      reporterId: reporter.id,
      reporterEmail: reporter.email,
      reporterName: reporterProfile.name,
      reportedId: users.id,
      reportedEmail: users.email,
      reportedName: reportedProfile.name,
      reportedSuspended: users.isSuspended,
      reason: reports.reason,
      note: reports.note,
      messageId: reports.messageId,
      messageBody: reports.messageBody,
      createdAt: reports.createdAt,
      openAgainst,
    })
    .from(reports)
    .innerJoin(users, eq(users.id, reports.reportedId))
    .leftJoin(reportedProfile, eq(reportedProfile.id, reports.reportedId))
    .leftJoin(reporter, eq(reporter.id, reports.reporterId))
    .leftJoin(reporterProfile, eq(reporterProfile.id, reports.reporterId))
    .where(eq(reports.status, 'open'))
    .orderBy(asc(reports.createdAt), asc(reports.id))
    .limit(QUEUE_PAGE);
  return {
    open_count: await openReportCount(db),
    reports: rows.map((r) => ({
      id: r.id,
      reporter: r.reporterId ? { id: r.reporterId, name: r.reporterName || unnamed, email: r.reporterEmail ?? '' } : null,
      reported: { id: r.reportedId, name: r.reportedName || unnamed, email: r.reportedEmail ?? '', is_suspended: r.reportedSuspended },
      reason: r.reason as ReportReason,
      note: r.note,
      message_id: r.messageId,
      message_body: r.messageBody,
      created_at: r.createdAt.toISOString(),
      open_against_member: r.openAgainst,
    })),
  };
}

const STATUS = { dismiss: 'dismissed', warn: 'warned', suspend: 'suspended' } as const;

/**
 * An admin resolves a report: every open report against the same member is resolved with the
 * same action, in one transaction with its effect — a warning notification, or the existing
 * suspension (sessions ended, sockets closed on every instance, seats released; the member's
 * messages are hidden by server/messages/visible.ts).
 */
export async function resolveReport(
  db: Db,
  adminId: string,
  reportId: string,
  action: ModerationAction,
  mail: { appName: string; origin: string },
): Promise<ResolveReportResult> {
  const [report] = await db.select({ reportedId: reports.reportedId, status: reports.status }).from(reports).where(eq(reports.id, reportId));
  if (!report) throw ApiError.say(404, 'not_found', 'api.safety.reportNotFound');
  if (report.status !== 'open') throw ApiError.say(409, 'report_already_resolved', 'api.safety.reportResolved');
  const status = STATUS[action];
  return db.transaction(async (tx) => {
    const resolved = await tx
      .update(reports)
      .set({ status, resolvedBy: adminId, resolvedAt: new Date() })
      .where(and(eq(reports.reportedId, report.reportedId), eq(reports.status, 'open')))
      .returning({ id: reports.id });
    // Another admin resolved them between our read and this update.
    if (resolved.length === 0) throw ApiError.say(409, 'report_already_resolved', 'api.safety.reportResolved');
    if (action === 'warn') {
      await notify(tx, { userId: report.reportedId, type: 'moderation_warning', title: WARNING_TITLE, message: WARNING_MESSAGE, data: { url: '/community-guidelines' } });
    }
    if (action === 'suspend') await setSuspended(tx, adminId, report.reportedId, true, mail);
    return { resolved: resolved.length, status };
  });
}

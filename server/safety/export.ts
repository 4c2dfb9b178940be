import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { blocks, profiles, reports } from '../db/schema/index';

/**
 * The safety part of "Download my data": the members I blocked and the reports I made (with
 * their outcome). Who blocked or reported me is not mine to see, so it is not here.
 */
export async function safetyExport(db: Db, userId: string) {
  const [blocked, made] = await Promise.all([
    db
      .select({ member_id: blocks.blockedId, name: profiles.name, blocked_at: blocks.createdAt })
      .from(blocks)
      .leftJoin(profiles, eq(profiles.id, blocks.blockedId))
      .where(eq(blocks.blockerId, userId))
      .orderBy(desc(blocks.createdAt)),
    db
      .select({
        id: reports.id,
        member_id: reports.reportedId,
        name: profiles.name,
        message_id: reports.messageId,
        reason: reports.reason,
        note: reports.note,
        status: reports.status,
        created_at: reports.createdAt,
      })
      .from(reports)
      .leftJoin(profiles, eq(profiles.id, reports.reportedId))
      .where(eq(reports.reporterId, userId))
      .orderBy(desc(reports.createdAt)),
  ]);
  return { members_blocked: blocked, reports_made: made };
}

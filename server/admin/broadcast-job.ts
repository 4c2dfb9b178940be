import { eq, sql, type SQL } from 'drizzle-orm';
import type { Role } from '../../contracts/roles';
import type { Db, Tx } from '../db/client';
import { broadcasts } from '../db/schema/index';
import type { JobHandler } from '../jobs/task';
import { insertAndPublishNotifications } from '../notifications/insert-and-publish';

export const BROADCAST_TASK = 'admin_broadcast';

/** Active (unsuspended) members, or those with `role`: who a broadcast is addressed to. */
export const addressedTo = (role: Role | null): SQL =>
  sql`from users u join profiles p on p.id = u.id where u.is_suspended = false ${role ? sql`and p.role = ${role}` : sql``}`;

/** The SQL twin of allowsNotification(prefs, 'info'): neither `all` nor `announcements` is false. */
export const allowsAnnouncements = sql`(p.notification_preferences -> 'all') is distinct from 'false'::jsonb and (p.notification_preferences -> 'announcements') is distinct from 'false'::jsonb`;

/** Whether anyone at all is addressed: stops at the first member found. */
export async function hasAudience(db: Db | Tx, role: Role | null): Promise<boolean> {
  const { rows } = await db.execute<{ found: boolean }>(sql`select exists (select 1 ${addressedTo(role)}) as found`);
  return rows[0].found;
}

/** How many members a broadcast would be addressed to and how many would get it (issue 27: asked before sending). */
export async function audienceCounts(db: Db | Tx, role: Role | null): Promise<{ addressed: number; reachable: number }> {
  const { rows } = await db.execute<{ addressed: number; reachable: number }>(
    sql`select count(*)::int as addressed, (count(*) filter (where ${allowsAnnouncements}))::int as reachable ${addressedTo(role)}`,
  );
  return { addressed: Number(rows[0].addressed), reachable: Number(rows[0].reachable) };
}

/**
 * Delivers one broadcast with set-based SQL, whatever the audience size: one INSERT … SELECT
 * writes every notification, and the same statement publishes each to its recipient's live
 * sockets (the realtime change event notify() would send, built in SQL; a record too large for
 * NOTIFY is left out and the client refetches). Runs once per broadcast (runOncePerKey).
 */
const deliver: JobHandler = async (tx, _deps, job) => {
  const { broadcastId } = job.payload as { broadcastId: string };
  const [b] = await tx.select().from(broadcasts).where(eq(broadcasts.id, broadcastId));
  if (!b || b.deliveredAt) return;
  const sent = await insertAndPublishNotifications(tx, sql`
      select u.id, ${b.type}, ${b.title}, ${b.message}, jsonb_build_object('source', 'admin', 'broadcastId', ${b.id}::text)
      ${addressedTo(b.role as Role | null)} and ${allowsAnnouncements}`);
  const { rows: addressed } = await tx.execute<{ n: number }>(sql`select count(*)::int as n ${addressedTo(b.role as Role | null)}`);
  await tx.update(broadcasts).set({ recipients: addressed[0].n, sent: sent, deliveredAt: new Date() }).where(eq(broadcasts.id, b.id));
};

export const BROADCAST_HANDLERS: Record<string, JobHandler> = { [BROADCAST_TASK]: deliver };

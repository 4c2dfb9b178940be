import { and, desc, eq, sql } from 'drizzle-orm';
import { cappedCount, type CappedCount } from '../db/capped-count';
import type { Db } from '../db/client';
import { notifications } from '../db/schema/index';
import { publishChange } from '../realtime/publish';

// The signed-in user's own notifications (docs/product.md §10 notifications). Every statement is scoped by
// user_id, so another user's id behaves exactly like an id that does not exist.

const LIST_LIMIT = 200;
const mine = (userId: string, id: string) => and(eq(notifications.userId, userId), eq(notifications.id, id));

export const listNotifications = (db: Db, userId: string) =>
  db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(desc(notifications.createdAt), desc(notifications.id)).limit(LIST_LIMIT);

/** Unread across all of the user's notifications, not only the listed newest ones — counted up to the cap. */
export const unreadCount = (db: Db, userId: string): Promise<CappedCount> =>
  cappedCount(db, sql`select 1 from ${notifications} where ${and(eq(notifications.userId, userId), eq(notifications.read, false))}`);

/** Tells the user's other tabs and devices; the record is not needed, they refetch. */
const echo = (db: Db, userId: string, type: 'UPDATE' | 'DELETE', id: string) =>
  publishChange(db, { table: 'notifications', type, id, audience: { userIds: [userId] } });

export async function markRead(db: Db, userId: string, id: string) {
  const [row] = await db.update(notifications).set({ read: true }).where(mine(userId, id)).returning();
  if (row) await echo(db, userId, 'UPDATE', row.id);
  return row ?? null;
}

export async function markAllRead(db: Db, userId: string) {
  const rows = await db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.read, false)))
    .returning({ id: notifications.id });
  if (rows.length) await echo(db, userId, 'UPDATE', '*');
  return rows.length;
}

export async function removeOne(db: Db, userId: string, id: string) {
  const rows = await db.delete(notifications).where(mine(userId, id)).returning({ id: notifications.id });
  if (rows.length) await echo(db, userId, 'DELETE', id);
  return rows.length > 0;
}

export async function clearAll(db: Db, userId: string) {
  const rows = await db.delete(notifications).where(eq(notifications.userId, userId)).returning({ id: notifications.id });
  if (rows.length) await echo(db, userId, 'DELETE', '*');
  return rows.length;
}


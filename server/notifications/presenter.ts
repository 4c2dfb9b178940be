import type { notifications } from '../db/schema/index';

export type NotificationRow = typeof notifications.$inferSelect;

/** docs/product.md §3 notification: id, user_id, type, title, message, data, read, created_at. */
export function presentNotification(n: NotificationRow) {
  return {
    id: n.id,
    user_id: n.userId,
    type: n.type,
    title: n.title,
    message: n.message,
    data: n.data as Record<string, unknown>,
    read: n.read,
    created_at: n.createdAt.toISOString(),
  };
}

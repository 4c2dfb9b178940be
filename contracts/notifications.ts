// Notification shapes and display rules shared by the API and the notification centre.
import { z } from 'zod';

/** docs/product.md §3 Notification as the API sends it. */
export const notificationDto = z
  .object({
    id: z.string(),
    user_id: z.string(),
    type: z.string(),
    title: z.string(),
    message: z.string(),
    data: z.record(z.string(), z.unknown()),
    read: z.boolean(),
    created_at: z.string(),
  })
  .meta({ id: 'Notification' });
export type NotificationDto = z.infer<typeof notificationDto>;

/** GET /api/notifications */
export const notificationListDto = z.object({
  notifications: z.array(notificationDto),
  unread_count: z.number().describe('Unread notifications, counted up to 1,000 (issue 30): see `unread_capped`.'),
  unread_capped: z.boolean().describe('Counting stopped at 1,000: there are at least `unread_count` unread ("1,000+"), not exactly that many.'),
});
export type NotificationListDto = z.infer<typeof notificationListDto>;

/** docs/product.md §9: 'Just now' under 1 minute, then Nm ago, Nh ago, Nd ago. */
export function relativeTime(iso: string, now: number = Date.now()): string {
  const seconds = Math.max(0, Math.floor((now - new Date(iso).getTime()) / 1000));
  if (seconds < 60) return 'Just now';
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes}m ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours}h ago`;
  return `${Math.floor(hours / 24)}d ago`;
}

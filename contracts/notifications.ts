// Notification shapes and display rules shared by the API and the notification centre.

/** docs/product.md §3 Notification as the API sends it. */
export type NotificationDto = {
  id: string;
  user_id: string;
  type: string;
  title: string;
  message: string;
  data: Record<string, unknown>;
  read: boolean;
  created_at: string;
};

/** GET /api/notifications */
export type NotificationListDto = { notifications: NotificationDto[]; unread_count: number };

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

import { NotificationBell } from '../../features/notifications/notification-bell';

/** Where the notification bell mounts (docs/product.md §2 Notification panel). */
export function NotificationBellSlot() {
  return <NotificationBell />;
}

/** The placeholder area in the bars; keeps one clearly named mount point for the bell. */
export function BellArea() {
  return (
    <div data-slot="notification-bell" className="contents">
      <NotificationBellSlot />
    </div>
  );
}

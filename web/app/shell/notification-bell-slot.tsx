/**
 * Where the notification bell mounts (spec §2 Notification panel). Renders nothing until the
 * notifications feature supplies its NotificationBell; then swap the body for <NotificationBell />.
 */
export function NotificationBellSlot() {
  return null;
}

/** The placeholder area in the bars; keeps one clearly named mount point for the bell. */
export function BellArea() {
  return (
    <div data-slot="notification-bell" className="contents">
      <NotificationBellSlot />
    </div>
  );
}

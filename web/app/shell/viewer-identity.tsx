import { RoleBadges } from './role-badge';
import { UserAvatar } from '../../components/user-avatar';
import { useViewer } from './use-viewer';

/** Who is signed in — avatar, name, email and role badges — at the top of both account menus. */
export function ViewerIdentity({ className }: { className: string }) {
  const viewer = useViewer();
  return (
    <div className={className}>
      <UserAvatar name={viewer.name} src={viewer.avatar} className="size-11 text-base" />
      <div className="min-w-0">
        <p className="truncate font-semibold text-ink">{viewer.name}</p>
        <p className="truncate text-sm text-ink-muted">{viewer.email}</p>
        <RoleBadges role={viewer.role} isAdmin={viewer.isAdmin} className="mt-2 flex flex-wrap gap-1.5" />
      </div>
    </div>
  );
}

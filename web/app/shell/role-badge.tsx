import type { Role } from '../../../contracts/roles';
import { roleLabel } from '../../lib/roles';
import { Badge } from '../../components/ui/badge';

const tones = { basic: 'neutral', professional: 'brand', venue: 'success' } as const;

/** The member's role label; admins get an extra Administrator badge (admin is a flag, not a role). */
export function RoleBadges({ role, isAdmin, className }: { role: Role | null; isAdmin: boolean; className?: string }) {
  const r = role ?? 'basic';
  return (
    <span className={className ?? 'flex flex-wrap gap-1.5'}>
      <Badge tone={tones[r]} data-testid="role-badge">
        {roleLabel(r)}
      </Badge>
      {isAdmin && (
        <Badge tone="warning" data-testid="admin-badge">
          {roleLabel('admin')}
        </Badge>
      )}
    </span>
  );
}

import { Link } from 'react-router';
import { cn } from '../lib/cn';
import { t } from '../lib/i18n';
import { UserAvatar } from './user-avatar';

/** `profile_open: false`: the viewer may not open their profile (it is private), so no link (issue 27). */
type Member = { id: string; name: string; avatar?: string | null; profile_open?: boolean };

/**
 * A member's name (optionally with their picture) linking to their profile, /members/{id}
 * (issue 16): used wherever members appear — discussion, ratings, attendee lists.
 */
export function MemberLink({ member, withAvatar = false, className }: { member: Member; withAvatar?: boolean; className?: string }) {
  // Pages outside the core load every web area with their code, `network` among them (web/app/routes.tsx).
  const name = member.name || t('network.aMember');
  if (member.profile_open === false) {
    return (
      <span data-testid="member-name" className={cn('inline-flex min-h-6 items-center gap-2 font-semibold text-ink', className)}>
        {withAvatar && <UserAvatar name={name} src={member.avatar ?? null} className="size-8 text-xs" />}
        <span>{name}</span>
      </span>
    );
  }
  return (
    <Link
      to={`/members/${member.id}`}
      className={cn('inline-flex min-h-6 items-center gap-2 font-semibold text-ink hover:underline focus-visible:underline', className)}
    >
      {withAvatar && <UserAvatar name={name} src={member.avatar ?? null} className="size-8 text-xs" />}
      <span>{name}</span>
    </Link>
  );
}

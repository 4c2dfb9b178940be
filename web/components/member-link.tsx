import { Link } from 'react-router';
import { cn } from '../lib/cn';
import { UserAvatar } from './user-avatar';

type Member = { id: string; name: string; avatar?: string | null };

/**
 * A member's name (optionally with their picture) linking to their profile, /members/{id}
 * (issue 16): used wherever members appear — discussion, ratings, attendee lists.
 */
export function MemberLink({ member, withAvatar = false, className }: { member: Member; withAvatar?: boolean; className?: string }) {
  const name = member.name || 'A member';
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

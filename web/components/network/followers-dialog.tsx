import { useQuery } from '@tanstack/react-query';
import { Users } from 'lucide-react';
import type { FollowKind } from '../../../contracts/follows';
import { groupDigits, longDate } from '../../../contracts/format';
import { MemberLink } from '../member-link';
import { Dialog, DialogContent, DialogTrigger } from '../ui/dialog';
import { followerCountText, followKeys, getFollowers } from './follow-api';
import { useState } from 'react';

/** The owner's follower count, opening the list of who follows them (only the owner may read it). */
export function FollowersDialog({ kind, id, count, capped }: { kind: FollowKind; id: string; count: number; capped: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger className="inline-flex min-h-9 items-center gap-1.5 rounded-xl border border-line px-3 text-sm font-semibold text-ink hover:bg-surface-sunken">
        <Users aria-hidden="true" className="size-4" />
        {followerCountText(count, capped)}
      </DialogTrigger>
      <DialogContent title="Your followers" description="Members who hear about your new meetups. Only you can see this list.">
        {open && <FollowerList kind={kind} id={id} />}
      </DialogContent>
    </Dialog>
  );
}

/** Who follows a page of the signed-in member, newest first. */
export function FollowerList({ kind, id }: { kind: FollowKind; id: string }) {
  const { data, isPending, error } = useQuery({ queryKey: followKeys.followers(kind, id), queryFn: ({ signal }) => getFollowers(kind, id, signal), retry: false });
  if (isPending) return <p className="text-sm text-ink-muted">Loading…</p>;
  if (error || !data) return <p className="text-sm text-ink-muted">The list could not be loaded. Try again in a moment.</p>;
  if (data.followers.length === 0) return <p className="text-sm text-ink-muted">No followers yet. Share your page so people can follow it.</p>;
  return (
    <ul className="divide-y divide-line" aria-label="Followers">
      {data.followers.map((f) => (
        <li key={f.id} className="flex items-center justify-between gap-3 py-2.5">
          <div className="min-w-0">
            <MemberLink member={f} withAvatar />
            {f.headline && <p className="truncate pl-10 text-sm text-ink-muted">{f.headline}</p>}
          </div>
          <span className="shrink-0 text-xs text-ink-muted">since {longDate(f.followed_at)}</span>
        </li>
      ))}
      {data.total > data.followers.length && (
        <li className="py-2.5 text-sm text-ink-muted">and {groupDigits(data.total - data.followers.length)}
          {data.total_capped ? '+' : ''} more
        </li>
      )}
    </ul>
  );
}

import { useQuery } from '@tanstack/react-query';
import { Users } from 'lucide-react';
import type { FollowKind } from '../../../contracts/follows';
import { MemberLink } from '../member-link';
import { Dialog, DialogContent, DialogTrigger } from '../ui/dialog';
import { t } from '../../lib/i18n';
import { followerCountText, followKeys, getFollowers } from './follow-api';
import { longDate } from '../../../contracts/format';
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
      <DialogContent title={t('follows.yourFollowers')} description={t('follows.followersText')}>
        {open && <FollowerList kind={kind} id={id} />}
      </DialogContent>
    </Dialog>
  );
}

/** Who follows a page of the signed-in member, newest first. */
export function FollowerList({ kind, id }: { kind: FollowKind; id: string }) {
  const { data, isPending, error } = useQuery({ queryKey: followKeys.followers(kind, id), queryFn: ({ signal }) => getFollowers(kind, id, signal), retry: false });
  if (isPending) return <p className="text-sm text-ink-muted">{t('network.loading')}</p>;
  if (error || !data) return <p className="text-sm text-ink-muted">{t('follows.listFailed')}</p>;
  if (data.followers.length === 0) return <p className="text-sm text-ink-muted">{t('follows.noFollowers')}</p>;
  return (
    <ul className="divide-y divide-line" aria-label={t('follows.followers')}>
      {data.followers.map((f) => (
        <li key={f.id} className="flex items-center justify-between gap-3 py-2.5">
          <div className="min-w-0">
            <MemberLink member={f} withAvatar />
            {f.headline && <p className="truncate ps-10 text-sm text-ink-muted">{f.headline}</p>}
          </div>
          <span className="shrink-0 text-xs text-ink-muted">{t('follows.since', { date: longDate(f.followed_at) })}</span>
        </li>
      ))}
      {data.total > data.followers.length && (
        <li className="py-2.5 text-sm text-ink-muted">{t('follows.andMore', { count: data.total - data.followers.length, capped: data.total_capped ? 'yes' : 'no' })}
        </li>
      )}
    </ul>
  );
}

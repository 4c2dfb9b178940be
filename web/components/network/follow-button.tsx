import { useQuery, useQueryClient } from '@tanstack/react-query';
import { BellPlus, Check, Users } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { FollowKind, FollowStateDto } from '../../../contracts/follows';
import { ApiRequestError } from '../../lib/api';
import { cn } from '../../lib/cn';
import { useSession } from '../../lib/session';
import { Button, buttonClasses } from '../ui/button';
import { useToast } from '../ui/toast';
import { t } from '../../lib/i18n';
import { followerCountText, followKeys, getFollowState, setFollowing } from './follow-api';
import { FollowersDialog } from './followers-dialog';

/**
 * Follow / Following for an organiser, a venue or a partner page, with its follower count (issue
 * 26). A visitor sees the count and a Follow link to sign in that comes back here; the owner sees
 * the count as a button opening who follows them (only they may list them, the server checks);
 * everyone else follows or unfollows in one tap. The server decides every case (blocks, limits).
 */
export function FollowButton({ kind, id, name, className }: { kind: FollowKind; id: string; name: string; className?: string }) {
  const { status } = useSession();
  const location = useLocation();
  const qc = useQueryClient();
  const { toast } = useToast();
  const [busy, setBusy] = useState(false);
  const key = followKeys.state(kind, id, status);
  const { data } = useQuery({ queryKey: key, queryFn: ({ signal }) => getFollowState(kind, id, signal), enabled: status !== 'loading', retry: false });

  // The same height before the answer arrives (and on the server's render), so nothing moves.
  if (!data) return <div aria-hidden="true" className={cn('h-9', className)} />;
  const count = (
    <span className="inline-flex items-center gap-1.5 text-sm text-ink-muted" data-testid="follower-count">
      <Users aria-hidden="true" className="size-4" />
      {followerCountText(data.follower_count, data.follower_count_capped)}
    </span>
  );

  if (status !== 'signedIn') {
    const returnTo = encodeURIComponent(location.pathname + location.search);
    return (
      <div className={cn('flex flex-wrap items-center gap-3', className)}>
        <Link to={`/login?returnTo=${returnTo}`} className={buttonClasses('primary', 'sm')} aria-label={t('follows.followSignIn', { name })}>
          <BellPlus aria-hidden="true" className="size-4" /> {t('follows.follow')}
        </Link>
        {count}
      </div>
    );
  }

  if (data.is_own) {
    return (
      <div className={cn('flex flex-wrap items-center gap-3', className)}>
        <FollowersDialog kind={kind} id={id} count={data.follower_count} capped={data.follower_count_capped} />
      </div>
    );
  }

  async function toggle(state: FollowStateDto) {
    setBusy(true);
    try {
      const next = await setFollowing(kind, id, !state.following);
      qc.setQueryData(key, next);
      void qc.invalidateQueries({ queryKey: ['follows', 'following'] });
      toast({ type: 'success', title: t(next.following ? 'follows.nowFollowTitle' : 'follows.noLongerTitle', { name }), message: t(next.following ? 'follows.willHear' : 'follows.willNotHear') });
    } catch (err) {
      toast({ type: 'error', title: t('follows.couldNotChange'), message: err instanceof ApiRequestError ? err.message : t('network.checkConnection') });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={cn('flex flex-wrap items-center gap-3', className)}>
      <Button variant={data.following ? 'secondary' : 'primary'} size="sm" aria-pressed={data.following} disabled={busy} onClick={() => void toggle(data)}>
        {data.following ? <Check aria-hidden="true" className="size-4" /> : <BellPlus aria-hidden="true" className="size-4" />}
        {t(data.following ? 'follows.following' : 'follows.follow')}
      </Button>
      {count}
    </div>
  );
}

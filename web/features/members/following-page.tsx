import { useQuery, useQueryClient } from '@tanstack/react-query';
import { BellRing, Building2, MapPin, UserRound } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { FollowingItemDto } from '../../../contracts/follows';
import { longDate } from '../../../contracts/format';
import { followKeys, getFollowing, setFollowing } from '../../components/network/follow-api';
import { FollowerList } from '../../components/network/followers-dialog';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ShareButton } from '../../components/ui/share-button';
import { useToast } from '../../components/ui/toast';
import { ApiRequestError } from '../../lib/api';
import { usePageMeta } from '../../lib/page-meta';
import { useSession } from '../../lib/session';
import { publicLink, useSite } from '../../lib/site';

const KIND_LOOK = {
  organiser: { Icon: UserRound, label: 'Organiser' },
  venue: { Icon: MapPin, label: 'Venue' },
  partner: { Icon: Building2, label: 'Venue partner' },
} as const;

/**
 * /following (issue 26): the organisers, venues and partner pages the member follows, each with
 * Unfollow, and who follows the member as an organiser (only they see it), with their public
 * organiser page to share.
 */
export default function FollowingPage() {
  usePageMeta('Following');
  const { session } = useSession();
  const site = useSite();
  const me = session?.user.id ?? '';
  const { data, isPending, error } = useQuery({ queryKey: followKeys.following(), queryFn: ({ signal }) => getFollowing(signal) });
  return (
    <div className="mx-auto max-w-3xl space-y-5 px-4 py-6 sm:px-6 sm:py-10">
      <header>
        <h1 className="text-3xl font-bold tracking-tight text-ink">Following</h1>
        <p className="mt-1 text-ink-muted">You hear about new meetups from the organisers, venues and partners you follow.</p>
      </header>
      <section aria-labelledby="following-list">
        <Card className="space-y-3">
          <h2 id="following-list" className="text-lg font-semibold text-ink">
            What you follow
          </h2>
          {isPending ? (
            <p className="text-sm text-ink-muted">Loading…</p>
          ) : error || !data ? (
            <p className="text-sm text-ink-muted">Your list could not be loaded. Try again in a moment.</p>
          ) : data.following.length === 0 ? (
            <div className="text-ink-muted">
              <p>You do not follow anyone yet. Open an organiser’s profile, a venue or a partner page and tap Follow.</p>
              <Link to="/venues" className={buttonClasses('secondary', 'sm', 'mt-3')}>
                Browse venues
              </Link>
            </div>
          ) : (
            <ul className="divide-y divide-line">
              {data.following.map((f) => (
                <FollowingRow key={`${f.kind}:${f.id}`} item={f} />
              ))}
            </ul>
          )}
        </Card>
      </section>
      <section aria-labelledby="your-followers">
        <Card className="space-y-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id="your-followers" className="text-lg font-semibold text-ink">
              Your followers
            </h2>
            {me && <ShareButton url={publicLink(site, `/o/${me}`)} title="My organiser page" size="sm" />}
          </div>
          <p className="text-sm text-ink-muted">
            Members who hear about the meetups you organise. Only you see this list. Your public page:{' '}
            <Link to={`/o/${me}`} className="font-semibold text-brand-700 underline dark:text-brand-300">
              organiser page
            </Link>
            .
          </p>
          {me && <FollowerList kind="organiser" id={me} />}
        </Card>
      </section>
    </div>
  );
}

function FollowingRow({ item }: { item: FollowingItemDto }) {
  const qc = useQueryClient();
  const { toast } = useToast();
  const [busy, setBusy] = useState(false);
  const { Icon, label } = KIND_LOOK[item.kind];
  async function unfollow() {
    setBusy(true);
    try {
      await setFollowing(item.kind, item.id, false);
      await qc.invalidateQueries({ queryKey: ['follows'] });
      toast({ type: 'success', title: `You no longer follow ${item.name}` });
    } catch (err) {
      toast({ type: 'error', title: 'Could not unfollow', message: err instanceof ApiRequestError ? err.message : 'Check your connection and try again.' });
      setBusy(false);
    }
  }
  return (
    <li className="flex items-center justify-between gap-3 py-3">
      <Link to={item.url} className="flex min-w-0 items-center gap-3 rounded-xl hover:underline">
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-surface-sunken text-ink-muted">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <span className="min-w-0">
          <span className="block truncate font-semibold text-ink">{item.name}</span>
          <span className="block text-sm text-ink-muted">
            {label} · since {longDate(item.followed_at)}
          </span>
        </span>
      </Link>
      <Button variant="secondary" size="sm" disabled={busy} onClick={() => void unfollow()} aria-label={`Unfollow ${item.name}`}>
        <BellRing aria-hidden="true" className="size-4" /> Unfollow
      </Button>
    </li>
  );
}

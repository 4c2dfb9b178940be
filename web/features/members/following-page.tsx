import { useQuery, useQueryClient } from '@tanstack/react-query';
import { BellRing, Building2, MapPin, UserRound } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { FollowingItemDto } from '../../../contracts/follows';
import { followKeys, getFollowing, setFollowing } from '../../components/network/follow-api';
import { FollowerList } from '../../components/network/followers-dialog';
import { t } from '../../lib/i18n';
import { richText } from '../../lib/rich-text';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ShareButton } from '../../components/ui/share-button';
import { useToast } from '../../components/ui/toast';
import { ApiRequestError } from '../../lib/api';
import { usePageMeta } from '../../lib/page-meta';
import { useSession } from '../../lib/session';
import { publicLink, useSite } from '../../lib/site';
import { longDate } from '../../../contracts/format';

// The kind's name is read at render time (following.kind), in the active language.
const KIND_ICON = { organiser: UserRound, venue: MapPin, partner: Building2 } as const;

/**
 * /following (issue 26): the organisers, venues and partner pages the member follows, each with
 * Unfollow, and who follows the member as an organiser (only they see it), with their public
 * organiser page to share.
 */
export default function FollowingPage() {
  usePageMeta(t('following.title'));
  const { session } = useSession();
  const site = useSite();
  const me = session?.user.id ?? '';
  const { data, isPending, error } = useQuery({ queryKey: followKeys.following(), queryFn: ({ signal }) => getFollowing(signal) });
  return (
    <div className="mx-auto max-w-3xl space-y-5 px-4 py-6 sm:px-6 sm:py-10">
      <header>
        <h1 className="text-3xl font-bold tracking-tight text-ink">{t('following.title')}</h1>
        <p className="mt-1 text-ink-muted">{t('following.intro')}</p>
      </header>
      <section aria-labelledby="following-list">
        <Card className="space-y-3">
          <h2 id="following-list" className="text-lg font-semibold text-ink">
            {t('following.whatYouFollow')}
          </h2>
          {isPending ? (
            <p className="text-sm text-ink-muted">{t('network.loading')}</p>
          ) : error || !data ? (
            <p className="text-sm text-ink-muted">{t('following.listFailed')}</p>
          ) : data.following.length === 0 ? (
            <div className="text-ink-muted">
              <p>{t('following.empty')}</p>
              <Link to="/venues" className={buttonClasses('secondary', 'sm', 'mt-3')}>
                {t('following.browseVenues')}
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
              {t('follows.yourFollowers')}
            </h2>
            {me && <ShareButton url={publicLink(site, `/o/${me}`)} title={t('following.myOrganiserPage')} size="sm" />}
          </div>
          <p className="text-sm text-ink-muted">
            {richText(t('following.followersText'), {
              link: (words) => (
                <Link to={`/o/${me}`} className="font-semibold text-brand-700 underline dark:text-brand-300">
                  {words}
                </Link>
              ),
            })}
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
  const Icon = KIND_ICON[item.kind];
  async function unfollow() {
    setBusy(true);
    try {
      await setFollowing(item.kind, item.id, false);
      await qc.invalidateQueries({ queryKey: ['follows'] });
      toast({ type: 'success', title: t('follows.noLongerTitle', { name: item.name }) });
    } catch (err) {
      toast({ type: 'error', title: t('following.couldNotUnfollow'), message: err instanceof ApiRequestError ? err.message : t('network.checkConnection') });
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
          <span dir="auto" className="block truncate font-semibold text-ink">{item.name}</span>
          <span className="block text-sm text-ink-muted">
            {t('following.kindSince', { kind: t('following.kind', { kind: item.kind }), date: longDate(item.followed_at) })}
          </span>
        </span>
      </Link>
      <Button variant="secondary" size="sm" disabled={busy} onClick={() => void unfollow()} aria-label={t('following.unfollowName', { name: item.name })}>
        <BellRing aria-hidden="true" className="size-4" /> {t('following.unfollow')}
      </Button>
    </li>
  );
}

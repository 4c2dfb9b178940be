import { Link } from 'react-router';
import { Button } from '../ui/button';
import { Skeleton } from '../ui/skeleton';
import { useToast } from '../ui/toast';
import { UserAvatar } from '../user-avatar';
import { t } from '../../lib/i18n';
import { longDate } from '../../../contracts/format';
import { useBlockedList, useBlockToggle } from './safety-api';

/** Settings → Privacy, "Blocked members" (issue 26): the members I blocked, each with Unblock. */
export function BlockedMembers() {
  const list = useBlockedList();
  const toggle = useBlockToggle();
  const { toast } = useToast();
  const members = list.data?.members ?? [];

  const unblock = async (id: string, name: string) => {
    try {
      await toggle.mutateAsync({ memberId: id, block: false });
      toast({ type: 'success', title: t('safety.unblockedName', { name }) });
    } catch (err) {
      toast({ type: 'error', title: t('safety.couldNotUnblock'), message: err instanceof Error ? err.message : undefined });
    }
  };

  return (
    <section aria-labelledby="blocked-members-heading" className="space-y-3">
      <h2 id="blocked-members-heading" className="text-lg font-semibold text-ink">
        {t('safety.blockedMembers')}
      </h2>
      <p className="text-sm text-ink-muted">{t('safety.blockedIntro')}</p>
      {list.isPending ? (
        <Skeleton className="h-14 w-full" />
      ) : list.isError ? (
        <p className="text-sm text-ink-muted">{t('safety.blockedListFailed')}</p>
      ) : members.length === 0 ? (
        <p className="rounded-xl bg-surface-sunken px-4 py-3 text-sm text-ink-muted">{t('safety.noneBlocked')}</p>
      ) : (
        <ul className="divide-y divide-line rounded-xl border border-line">
          {members.map((m) => (
            <li key={m.id} className="flex items-center gap-3 px-3 py-2.5">
              <UserAvatar name={m.name} src={m.avatar} sizes="2.5rem" className="size-10 text-sm" />
              <div className="min-w-0 flex-1">
                <Link to={`/members/${m.id}`} className="block truncate font-semibold text-ink hover:underline">
                  {m.name}
                </Link>
                <span className="block text-xs text-ink-muted">{t('safety.blockedOn', { date: longDate(m.blocked_at) })}</span>
              </div>
              <Button variant="secondary" size="sm" onClick={() => void unblock(m.id, m.name)} disabled={toggle.isPending} aria-label={t('safety.unblockName', { name: m.name })}>
                {t('safety.unblock')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

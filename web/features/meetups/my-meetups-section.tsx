import { CalendarPlus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { cn } from '../../lib/cn';
import { useSession } from '../../lib/session';
import { useMeetupList } from './api';
import { useMeetupsLive } from '../../lib/meetups-live';
import { MeetupCard } from './meetup-card';
import { t } from '../../lib/i18n';

type Tab = 'organising' | 'attending';

/** "My meetups" for /profile: upcoming meetups the member organises or attends. */
export function MyMeetupsSection({ className }: { className?: string }) {
  useMeetupsLive();
  const { role, isAdmin } = useSession();
  const [tab, setTab] = useState<Tab>(role === 'professional' ? 'organising' : 'attending');
  const enabled = role === 'professional' || isAdmin;
  const list = useMeetupList({ mine: tab, when: 'upcoming', limit: 20 }, enabled);
  if (!enabled) return null;
  const meetups = list.data?.meetups ?? [];

  return (
    <Card className={cn('space-y-4', className)} data-testid="my-meetups" data-section="my-meetups">
      <section aria-labelledby="my-meetups-heading" className="space-y-4">
        <div className="flex items-center justify-between gap-3">
          <h2 id="my-meetups-heading" className="text-lg font-semibold text-ink">
            {t('meetups.mine.title')}
          </h2>
          <Link to="/meetups" className="text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300">
            {t('meetups.mine.browseAll')}
          </Link>
        </div>
        <div role="group" aria-label={t('meetups.mine.show')} className="inline-flex rounded-xl border border-line bg-surface-raised p-1">
          {(['organising', 'attending'] as const).map((k) => (
            <button
              key={k}
              type="button"
              aria-pressed={tab === k}
              onClick={() => setTab(k)}
              className={cn('h-9 rounded-lg px-3.5 text-sm font-semibold', tab === k ? 'bg-brand-700 text-white dark:bg-brand-600' : 'text-ink-muted hover:text-ink')}
            >
              {k === 'organising' ? t('meetups.mine.organising') : t('meetups.mine.attending')}
            </button>
          ))}
        </div>
        {list.isPending ? (
          <Skeleton className="h-28 w-full rounded-card" />
        ) : meetups.length === 0 ? (
          <div className="rounded-xl border border-dashed border-line p-5 text-center">
            <p className="text-ink-muted">{tab === 'organising' ? t('meetups.mine.noneOrganising') : t('meetups.mine.noneAttending')}</p>
            <Link to={tab === 'organising' ? '/create-meetup' : '/meetups'} className={buttonClasses('secondary', 'md', 'mt-4')}>
              {tab === 'organising' ? (
                <>
                  <CalendarPlus aria-hidden="true" className="size-4" /> {t('meetups.list.create')}
                </>
              ) : (
                t('meetups.mine.find')
              )}
            </Link>
          </div>
        ) : (
          <ul className="space-y-3">
            {meetups.map((m) => (
              <MeetupCard key={m.id} meetup={m} compact />
            ))}
          </ul>
        )}
      </section>
    </Card>
  );
}

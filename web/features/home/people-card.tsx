import { UserPlus, Users, X } from 'lucide-react';
import { Link } from 'react-router';
import type { SuggestionDto } from '../../../contracts/home';
import { buttonClasses } from '../../components/ui/button';
import { useToast } from '../../components/ui/toast';
import { UserAvatar } from '../../components/user-avatar';
import { useDismissSuggestion } from './api';
import { EmptyState, HomeCard } from './home-card';
import { t } from '../../lib/i18n';

/** People you may know: who, why (one line), Connect (their profile, where the request is made) and Dismiss (for good). */
export function PeopleCard({ people }: { people: SuggestionDto[] }) {
  const dismiss = useDismissSuggestion();
  const { toast } = useToast();
  return (
    <HomeCard id="home-people" title={t('home.people.title')} icon={Users}>
      {people.length === 0 ? (
        <EmptyState icon={Users} title={t('home.people.none')}>
          {t('home.people.noneText')}
        </EmptyState>
      ) : (
        <ul className="divide-y divide-line" data-testid="people-you-may-know">
          {people.map((p) => (
            <li key={p.id} className="flex min-w-0 items-start gap-3 py-3">
              <UserAvatar name={p.name} src={p.avatar} className="size-11" />
              <div className="min-w-0 flex-1">
                <Link to={`/members/${p.id}`} className="block truncate font-semibold text-ink hover:underline focus-visible:underline">
                  {p.name}
                </Link>
                {p.headline && <p className="truncate text-sm text-ink-muted">{p.headline}</p>}
                <p className="mt-0.5 text-xs font-medium text-brand-700 dark:text-brand-300">{p.reason}</p>
                <div className="mt-2 flex gap-2">
                  <Link to={`/members/${p.id}`} className={buttonClasses('primary', 'sm', 'px-3')} aria-label={t('home.people.connectWith', { name: p.name })}>
                    <UserPlus aria-hidden="true" className="size-4" />
                    {t('home.people.connect')}
                  </Link>
                  <button
                    type="button"
                    className={buttonClasses('secondary', 'sm', 'px-3')}
                    aria-label={t('home.people.dismissName', { name: p.name })}
                    onClick={() =>
                      dismiss.mutate(p.id, { onError: (err) => toast({ type: 'error', title: t('home.people.couldNotDismiss'), message: err instanceof Error ? err.message : t('common.pleaseTryAgain') }) })
                    }
                  >
                    <X aria-hidden="true" className="size-4" />
                    {t('home.people.dismiss')}
                  </button>
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
    </HomeCard>
  );
}

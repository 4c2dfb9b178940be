import { UserRound, X } from 'lucide-react';
import { useId, useState } from 'react';
import type { AdminUserDto } from '../../../contracts/admin';
import { ADMIN_SEARCH_MIN_LETTERS, adminSearchReady } from '../../../contracts/constants';
import { Button } from '../../components/ui/button';
import { TextInput } from '../../components/ui/field';
import { cn } from '../../lib/cn';
import { t } from '../../lib/i18n';
import { useAdminUsers } from './api';
import { useDebounced } from '../../lib/use-debounced';

const SHOWN = 8;

/**
 * Finds one member by name or email through admin-list-users (the Users tab's search) for a
 * single notification, instead of asking the admin to paste a user id (issue 17). Results are
 * a radio group: arrow keys move, the chosen member is shown with a way to change.
 */
export function MemberPicker({ value, onChange, enabled }: { value: AdminUserDto | null; onChange: (user: AdminUserDto | null) => void; enabled: boolean }) {
  const id = useId();
  const [q, setQ] = useState('');
  const search = useDebounced(q.trim());
  // An empty search lists everyone on the Users tab; here it asks for nothing until there is a name to find.
  const ready = search !== '' && adminSearchReady(search);
  const query = useAdminUsers({ page: 1, q: search, role: '' }, enabled && !value && ready);
  const results = (query.data?.users ?? []).slice(0, SHOWN);

  if (value) {
    return (
      <div className="flex items-center gap-3 rounded-xl border border-brand-300 bg-brand-50 px-3 py-2 dark:border-brand-700 dark:bg-brand-900/40" data-testid="picked-member">
        <UserRound aria-hidden="true" className="size-5 shrink-0 text-brand-700 dark:text-brand-300" />
        <span className="min-w-0 flex-1">
          <span className="block truncate font-semibold text-ink">{value.name || value.email}</span>
          <span className="block truncate text-sm text-ink-muted">{value.email}</span>
        </span>
        <Button type="button" variant="ghost" size="sm" onClick={() => onChange(null)}>
          <X aria-hidden="true" className="size-4" /> {t('admin.picker.change')}
        </Button>
      </div>
    );
  }

  return (
    <div className="space-y-2">
      <label htmlFor={`${id}-q`} className="block text-sm font-semibold text-ink">
        {t('admin.picker.label')}
      </label>
      <TextInput
        id={`${id}-q`}
        type="search"
        value={q}
        onChange={(e) => setQ(e.target.value)}
        placeholder={t('admin.picker.placeholder')}
        autoComplete="off"
        aria-describedby={`${id}-status`}
      />
      <p id={`${id}-status`} className="text-sm text-ink-muted" aria-live="polite">
        {!ready
          ? t('admin.search.typeMore', { count: ADMIN_SEARCH_MIN_LETTERS })
          : query.isFetching && !query.data
            ? t('admin.picker.searching')
            : query.isError
              ? t('admin.picker.failed')
              : results.length === 0
                ? t('admin.picker.none')
                : results.length === SHOWN
                  ? t('admin.picker.first', { count: SHOWN })
                  : t('admin.picker.matches', { count: results.length })}
      </p>
      {ready && results.length > 0 && (
        <div role="radiogroup" aria-label={t('admin.picker.group')} className="max-h-72 space-y-1.5 overflow-y-auto">
          {results.map((u) => (
            <label
              key={u.id}
              className={cn(
                'flex cursor-pointer items-center gap-3 rounded-xl border border-line bg-surface-raised px-3 py-2 hover:bg-surface-sunken has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500',
                u.is_suspended && 'opacity-70',
              )}
            >
              <input type="radio" name={`${id}-member`} value={u.id} className="sr-only" onChange={() => onChange(u)} />
              <span className="min-w-0 flex-1">
                <span className="block truncate font-medium text-ink">{u.name || u.email}</span>
                <span className="block truncate text-sm text-ink-muted">
                  {u.is_suspended ? t('admin.picker.suspended', { email: u.email }) : u.email}
                </span>
              </span>
            </label>
          ))}
        </div>
      )}
    </div>
  );
}

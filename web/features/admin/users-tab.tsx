import { Building2 } from 'lucide-react';
import { useState } from 'react';
import type { AdminUserDto } from '../../../contracts/admin';
import { ADMIN_SEARCH_MIN_LETTERS, adminSearchReady } from '../../../contracts/constants';
import type { Role } from '../../../contracts/roles';
import { Alert } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { useToast } from '../../components/ui/toast';
import { t } from '../../lib/i18n';
import { useSession } from '../../lib/session';
import { AdminSearchField, alignWithInputs, roleCode, RoleSelect, CardFact, EmptyState, LoadingRows, Pager, RefreshButton, TableRegion, td, th, Toolbar, trClass } from './admin-ui';
import { actionErrorText, listErrorText, useAdminUsers, useSuspendUser } from './api';
import { useDebounced } from '../../lib/use-debounced';
import { useWide } from './use-wide';
import { VenueLimitDialog } from './venue-limit-dialog';

/** Users tab (docs/product.md §2): search, role filter, status tags, suspend and venue limits. */
export function UsersTab({ canAct }: { canAct: boolean }) {
  const { session } = useSession();
  const [q, setQ] = useState('');
  const [role, setRole] = useState<'' | Role>('');
  // marks[i] is the `after` of page i + 1 (keyset pages, issue 30): Next adds the answer's next_cursor, Previous drops one.
  const [marks, setMarks] = useState<(string | null)[]>([null]);
  const page = marks.length;
  const [limitFor, setLimitFor] = useState<AdminUserDto | null>(null);
  const wide = useWide();
  const typed = useDebounced(q.trim());
  // A search starts at three letters (the API refuses fewer); until then the list stays unfiltered.
  const search = adminSearchReady(typed) ? typed : '';
  const tooShort = !adminSearchReady(q.trim());
  const query = useAdminUsers({ page, q: search, role, after: marks[page - 1] }, canAct);
  const nextCursor = query.isError ? null : (query.data?.next_cursor ?? null);
  const setPage = (n: number) => setMarks((m) => (n > m.length ? [...m, nextCursor] : n === 1 ? [null] : m.slice(0, n)));
  const users = query.isError ? [] : (query.data?.users ?? []);
  const suspendedInView = users.filter((u) => u.is_suspended).length;
  const loading = query.isFetching;

  return (
    <section aria-labelledby="admin-users-heading">
      <h2 id="admin-users-heading" className="sr-only">
        {t('admin.tabs.users')}
      </h2>
      <Toolbar>
        <AdminSearchField
          label={t('admin.users.search')}
          placeholder={t('admin.users.searchPlaceholder')}
          hint={tooShort ? t('admin.search.typeMore', { count: ADMIN_SEARCH_MIN_LETTERS }) : undefined}
          value={q}
          onChange={(value) => {
            setQ(value);
            setPage(1);
          }}
        />
        <Field label={t('admin.users.role')}>
          {({ id }) => (
            <RoleSelect
              id={id}
              value={role}
              onChange={(value) => {
                setRole(value);
                setPage(1);
              }}
            />
          )}
        </Field>
        <RefreshButton onClick={() => void query.refetch()} busy={loading} className={alignWithInputs} />
      </Toolbar>

      <div className="mt-4 flex flex-wrap items-center gap-2" aria-live="polite">
        <Badge tone="neutral">{t('admin.showing', { count: users.length })}</Badge>
        <Badge tone={suspendedInView ? 'danger' : 'neutral'}>{t('admin.users.suspendedInView', { count: suspendedInView })}</Badge>
        {loading && query.data && <span className="text-sm text-ink-muted">{t('admin.users.loading')}</span>}
      </div>

      {query.isError && (
        <Alert tone="error" className="mt-4">
          {listErrorText(query.error, t('admin.users.loadFailed'))}
        </Alert>
      )}

      <div className="mt-4">
        {query.isPending && canAct ? (
          <LoadingRows text={t('admin.users.loading')} />
        ) : users.length === 0 ? (
          <EmptyState text={t('admin.users.none')} hint={search || role ? t('admin.users.noneHint') : undefined} />
        ) : wide ? (
          <UsersTable users={users} selfId={session?.user.id} canAct={canAct} onLimit={setLimitFor} />
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2" aria-label={t('admin.tabs.users')}>
            {users.map((u) => (
              <UserCard key={u.id} user={u} self={u.id === session?.user.id} canAct={canAct} onLimit={setLimitFor} />
            ))}
          </ul>
        )}
      </div>

      {(page > 1 || nextCursor) && (
        <Pager label={t('admin.users.pages')} page={page} onPage={setPage} loading={loading} canNext={Boolean(nextCursor)} />
      )}

      <VenueLimitDialog user={limitFor} canAct={canAct} onClose={() => setLimitFor(null)} />
    </section>
  );
}

type RowProps = { user: AdminUserDto; self: boolean; canAct: boolean; onLimit: (u: AdminUserDto) => void };

const venuesText = (u: AdminUserDto) => t('admin.venuesOf', { count: u.venue_count, max: u.partner_max_venues_allowed ?? 1 });

function StatusBadge({ suspended }: { suspended: boolean }) {
  return <Badge tone={suspended ? 'danger' : 'success'}>{suspended ? t('admin.users.suspended') : t('admin.users.active')}</Badge>;
}

function UserActions({ user, self, canAct, onLimit }: RowProps) {
  const suspend = useSuspendUser();
  const { toast } = useToast();
  const toggle = async () => {
    const next = !user.is_suspended;
    try {
      await suspend.mutateAsync({ userId: user.id, suspend: next });
      toast({ type: 'success', title: next ? t('admin.users.suspended') : t('admin.users.unsuspended'), message: t('admin.users.statusUpdated') });
    } catch (err) {
      toast({ type: 'error', title: t('admin.actionFailed'), message: actionErrorText(err) });
    }
  };
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        size="sm"
        variant="secondary"
        className={user.is_suspended ? undefined : 'border-red-200 text-red-700 hover:bg-red-50 dark:border-red-900 dark:text-red-300 dark:hover:bg-red-950/50'}
        onClick={toggle}
        disabled={!canAct || suspend.isPending || (self && !user.is_suspended)}
        title={self ? t('admin.users.notSelf') : undefined}
        aria-describedby={`user-${user.id}-email`}
      >
        {user.is_suspended ? t('admin.users.unsuspend') : t('admin.users.suspend')}
      </Button>
      {user.role === 'venue' && (
        <Button size="sm" variant="secondary" onClick={() => onLimit(user)} disabled={!canAct} aria-describedby={`user-${user.id}-email`}>
          <Building2 aria-hidden="true" className="size-4" /> {t('admin.users.manageLimit')}
        </Button>
      )}
    </div>
  );
}

function UsersTable({ users, selfId, canAct, onLimit }: { users: AdminUserDto[]; selfId?: string; canAct: boolean; onLimit: (u: AdminUserDto) => void }) {
  return (
    <TableRegion label={t('admin.users.table')}>
      <table className="w-full min-w-[56rem] border-collapse">
        <thead className="bg-surface-sunken/70">
          <tr>
            <th scope="col" className={th}>{t('admin.col.name')}</th>
            <th scope="col" className={th}>{t('admin.col.email')}</th>
            <th scope="col" className={th}>{t('admin.users.role')}</th>
            <th scope="col" className={th}>{t('admin.col.status')}</th>
            <th scope="col" className={th}>{t('admin.col.venues')}</th>
            <th scope="col" className={th}>{t('admin.col.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {users.map((u) => (
            <tr key={u.id} className={trClass} data-testid="admin-user-row">
              <td className={`${td} font-medium`}>
                {u.name ? <bdi>{u.name}</bdi> : <span className="text-ink-muted">{t('admin.users.noName')}</span>}
                {u.id === selfId && <Badge tone="brand" className="ms-2">{t('admin.users.you')}</Badge>}
              </td>
              <td className={`${td} [overflow-wrap:anywhere]`} id={`user-${u.id}-email`}>
                {u.email}
              </td>
              <td className={td}>
                <Badge tone="neutral">{roleCode(u.role)}</Badge>
              </td>
              <td className={td}>
                <StatusBadge suspended={u.is_suspended} />
              </td>
              <td className={`${td} tabular-nums whitespace-nowrap`}>{venuesText(u)}</td>
              <td className={td}>
                <UserActions user={u} self={u.id === selfId} canAct={canAct} onLimit={onLimit} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableRegion>
  );
}

function UserCard(props: RowProps) {
  const { user: u, self } = props;
  return (
    <li className="rounded-2xl border border-line bg-surface-raised p-4 shadow-sm" data-testid="admin-user-row">
      <div className="flex items-start justify-between gap-3">
        <p className="min-w-0 font-semibold text-ink">
          {u.name ? <bdi>{u.name}</bdi> : <span className="text-ink-muted">{t('admin.users.noName')}</span>}
          {self && <Badge tone="brand" className="ms-2 align-middle">{t('admin.users.you')}</Badge>}
        </p>
        <StatusBadge suspended={u.is_suspended} />
      </div>
      <p className="mt-0.5 text-sm [overflow-wrap:anywhere] text-ink-muted" id={`user-${u.id}-email`}>
        {u.email}
      </p>
      <dl className="mt-3 grid grid-cols-2 gap-3 border-t border-line pt-3">
        <CardFact label={t('admin.users.role')}>{roleCode(u.role)}</CardFact>
        <CardFact label={t('admin.col.venues')}>
          <span className="tabular-nums">{venuesText(u)}</span>
        </CardFact>
      </dl>
      <div className="mt-3">
        <UserActions {...props} />
      </div>
    </li>
  );
}

import { useState } from 'react';
import type { EmailLogDto } from '../../../contracts/admin';
import { ADMIN_EMAIL_LOGS_PAGE_SIZE } from '../../../contracts/constants';
import { Alert } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { CardFact, EmptyState, LoadingRows, Pager, RefreshButton, TableRegion, td, th, trClass } from './admin-ui';
import { listErrorText, useEmailLogs } from './api';
import { useWide } from './use-wide';

const when = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', second: '2-digit' });
const formatWhen = (iso: string) => when.format(new Date(iso));

/** Email Logs tab (docs/product.md §2): newest first, 50 a page. */
export function EmailLogsTab({ canAct }: { canAct: boolean }) {
  const [page, setPage] = useState(1);
  const wide = useWide();
  const query = useEmailLogs(page, canAct);
  const logs = query.isError ? [] : (query.data?.logs ?? []);

  return (
    <section aria-labelledby="admin-logs-heading">
      <h2 id="admin-logs-heading" className="sr-only">
        Email Logs
      </h2>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <p className="max-w-2xl text-sm text-ink-muted">
          <strong className="font-semibold text-ink">Email delivery logs</strong> — Showing recent entries written by the send-email function.
        </p>
        <RefreshButton onClick={() => void query.refetch()} busy={query.isFetching} />
      </div>

      {query.isError && (
        <Alert tone="error" className="mt-4">
          {listErrorText(query.error, 'Failed to load logs')}
        </Alert>
      )}

      <div className="mt-4">
        {query.isPending && canAct ? (
          <LoadingRows text="Loading logs…" />
        ) : logs.length === 0 ? (
          <EmptyState text="No logs" />
        ) : wide ? (
          <LogsTable logs={logs} />
        ) : (
          <ul className="space-y-3" aria-label="Email logs">
            {logs.map((l) => (
              <li key={l.id} className="rounded-2xl border border-line bg-surface-raised p-4 shadow-sm" data-testid="email-log-row">
                <div className="flex items-start justify-between gap-3">
                  <p className="min-w-0 font-semibold break-words text-ink">{l.subject}</p>
                  <StatusBadge status={l.status} />
                </div>
                <dl className="mt-3 grid grid-cols-2 gap-3 border-t border-line pt-3">
                  <CardFact label="When">
                    <time dateTime={l.created_at}>{formatWhen(l.created_at)}</time>
                  </CardFact>
                  <CardFact label="Template">{l.template_type || '—'}</CardFact>
                  <CardFact label="To" className="col-span-2">
                    <span className="[overflow-wrap:anywhere]">{l.to_email}</span>
                  </CardFact>
                  {l.error && (
                    <CardFact label="Error" className="col-span-2">
                      <span className="break-words text-red-700 dark:text-red-300">{l.error}</span>
                    </CardFact>
                  )}
                </dl>
              </li>
            ))}
          </ul>
        )}
      </div>

      <Pager label="Email log pages" page={page} onPage={setPage} loading={query.isFetching} canNext={logs.length >= ADMIN_EMAIL_LOGS_PAGE_SIZE} />
    </section>
  );
}

function StatusBadge({ status }: { status: EmailLogDto['status'] }) {
  return <Badge tone={status === 'failed' ? 'danger' : 'success'}>{status}</Badge>;
}

function LogsTable({ logs }: { logs: EmailLogDto[] }) {
  return (
    <TableRegion label="Email logs table">
      <table className="w-full min-w-[56rem] border-collapse">
        <thead className="bg-surface-sunken/70">
          <tr>
            <th scope="col" className={th}>When</th>
            <th scope="col" className={th}>To</th>
            <th scope="col" className={th}>Subject</th>
            <th scope="col" className={th}>Template</th>
            <th scope="col" className={th}>Status</th>
            <th scope="col" className={th}>Error</th>
          </tr>
        </thead>
        <tbody>
          {logs.map((l) => (
            <tr key={l.id} className={trClass} data-testid="email-log-row">
              <td className={`${td} whitespace-nowrap text-ink-muted tabular-nums`}>
                <time dateTime={l.created_at}>{formatWhen(l.created_at)}</time>
              </td>
              <td className={`${td} break-all`}>{l.to_email}</td>
              <td className={td}>{l.subject}</td>
              <td className={`${td} font-mono text-xs`}>{l.template_type || '—'}</td>
              <td className={td}>
                <StatusBadge status={l.status} />
              </td>
              <td className={`${td} max-w-64 break-words text-red-700 dark:text-red-300`}>{l.error ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableRegion>
  );
}

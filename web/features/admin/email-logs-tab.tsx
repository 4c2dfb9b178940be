import { useState } from 'react';
import type { EmailLogDto } from '../../../contracts/admin';
import { ADMIN_EMAIL_LOGS_PAGE_SIZE } from '../../../contracts/constants';
import { dateFormat } from '../../../contracts/format';
import { Alert } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { CardFact, EmptyState, LoadingRows, Pager, RefreshButton, TableRegion, td, th, trClass } from './admin-ui';
import { listErrorText, useEmailLogs } from './api';
import { activeLocale, t } from '../../lib/i18n';
import { useWide } from './use-wide';
import { richText } from '../../lib/rich-text';

const formatWhen = (iso: string) => dateFormat(activeLocale(), { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', second: '2-digit' }).format(new Date(iso));

/** Email Logs tab (docs/product.md §2): newest first, 50 a page. */
export function EmailLogsTab({ canAct }: { canAct: boolean }) {
  const [page, setPage] = useState(1);
  const wide = useWide();
  const query = useEmailLogs(page, canAct);
  const logs = query.isError ? [] : (query.data?.logs ?? []);

  return (
    <section aria-labelledby="admin-logs-heading">
      <h2 id="admin-logs-heading" className="sr-only">
        {t('admin.tabs.emailLogs')}
      </h2>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <p className="max-w-2xl text-sm text-ink-muted">
          {richText(t('admin.logs.intro'), { strong: (words) => <strong className="font-semibold text-ink">{words}</strong> })}
        </p>
        <RefreshButton onClick={() => void query.refetch()} busy={query.isFetching} />
      </div>

      {query.isError && (
        <Alert tone="error" className="mt-4">
          {listErrorText(query.error, t('admin.logs.loadFailed'))}
        </Alert>
      )}

      <div className="mt-4">
        {query.isPending && canAct ? (
          <LoadingRows text={t('admin.logs.loading')} />
        ) : logs.length === 0 ? (
          <EmptyState text={t('admin.logs.none')} />
        ) : wide ? (
          <LogsTable logs={logs} />
        ) : (
          <ul className="space-y-3" aria-label={t('admin.logs.list')}>
            {logs.map((l) => (
              <li key={l.id} className="rounded-2xl border border-line bg-surface-raised p-4 shadow-sm" data-testid="email-log-row">
                <div className="flex items-start justify-between gap-3">
                  <p className="min-w-0 font-semibold break-words text-ink">{l.subject}</p>
                  <StatusBadge status={l.status} />
                </div>
                <dl className="mt-3 grid grid-cols-2 gap-3 border-t border-line pt-3">
                  <CardFact label={t('admin.logs.when')}>
                    <time dateTime={l.created_at}>{formatWhen(l.created_at)}</time>
                  </CardFact>
                  <CardFact label={t('admin.logs.template')}>{l.template_type || '—'}</CardFact>
                  <CardFact label={t('admin.email.to')} className="col-span-2">
                    <span className="[overflow-wrap:anywhere]">{l.to_email}</span>
                  </CardFact>
                  {l.error && (
                    <CardFact label={t('admin.logs.error')} className="col-span-2">
                      <span className="break-words text-red-700 dark:text-red-300">{l.error}</span>
                    </CardFact>
                  )}
                </dl>
              </li>
            ))}
          </ul>
        )}
      </div>

      <Pager label={t('admin.logs.pages')} page={page} onPage={setPage} loading={query.isFetching} canNext={logs.length >= ADMIN_EMAIL_LOGS_PAGE_SIZE} />
    </section>
  );
}

function StatusBadge({ status }: { status: EmailLogDto['status'] }) {
  return <Badge tone={status === 'failed' ? 'danger' : 'success'}>{status === 'failed' ? t('admin.logs.failed') : t('admin.logs.sent')}</Badge>;
}

function LogsTable({ logs }: { logs: EmailLogDto[] }) {
  return (
    <TableRegion label={t('admin.logs.table')}>
      <table className="w-full min-w-[56rem] border-collapse">
        <thead className="bg-surface-sunken/70">
          <tr>
            <th scope="col" className={th}>{t('admin.logs.when')}</th>
            <th scope="col" className={th}>{t('admin.email.to')}</th>
            <th scope="col" className={th}>{t('admin.email.subject')}</th>
            <th scope="col" className={th}>{t('admin.logs.template')}</th>
            <th scope="col" className={th}>{t('admin.col.status')}</th>
            <th scope="col" className={th}>{t('admin.logs.error')}</th>
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

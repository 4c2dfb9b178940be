import { RefreshCw, WifiOff, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { networkStatus, useFailedRequestCount } from '../../lib/network-status';
import { useShowingSavedData } from '../../lib/saved-data';
import { useOnline } from './use-online';
import { t } from '../../lib/i18n';

const FAILURE_THRESHOLD = 2; // docs/product.md §4: shows when more than 2 requests have failed
const action = 'inline-flex min-h-11 flex-1 items-center justify-center gap-2 rounded-xl px-4 text-sm font-semibold transition-colors disabled:opacity-70 sm:flex-none';

/**
 * Network-problem banner (docs/product.md §4, §8). Retry runs `onRetry` when supplied, else reloads the page.
 * Dismiss hides it until the connection has recovered and a new problem appears.
 */
export function NetworkBanner({ onRetry }: { onRetry?: () => Promise<void> | void }) {
  const online = useOnline();
  const failures = useFailedRequestCount();
  const saved = useShowingSavedData();
  const [dismissed, setDismissed] = useState(false);
  const [retrying, setRetrying] = useState(false);
  const healthy = online && failures === 0 && !saved;

  useEffect(() => {
    if (healthy) setDismissed(false);
  }, [healthy]);

  if (dismissed || (online && failures <= FAILURE_THRESHOLD && !saved)) return null;

  // The page shows what the service worker kept from the last visit (issue 13).
  const title = saved ? t('offline.savedTitle') : online ? t('offline.issuesTitle') : t('offline.offlineTitle');
  const message = saved
    ? t('offline.savedText')
    : online
      ? t('offline.issuesText')
      : t('offline.offlineText');

  async function retry() {
    setRetrying(true);
    if (!onRetry) {
      window.location.reload();
      return;
    }
    networkStatus.reset();
    try {
      await onRetry();
    } finally {
      setRetrying(false);
    }
  }

  return (
    <div role="alert" data-testid="network-banner" className="border-b border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-700/60 dark:bg-[#2a1d08] dark:text-amber-50">
      <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center sm:gap-4 sm:px-6">
        <div className="flex min-w-0 flex-1 items-start gap-3">
          <WifiOff aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-700 dark:text-amber-300" />
          <div>
            <p className="font-semibold">{title}</p>
            <p className="text-sm text-amber-900 dark:text-amber-100/90">{message}</p>
          </div>
        </div>
        <div className="flex gap-2">
          <button type="button" onClick={() => void retry()} disabled={retrying} className={`${action} bg-amber-800 text-white hover:bg-amber-900 dark:bg-amber-300 dark:text-amber-950 dark:hover:bg-amber-200`}>
            <RefreshCw aria-hidden="true" className={retrying ? 'size-4 animate-spin' : 'size-4'} />
            {retrying ? t('offline.retrying') : t('offline.retry')}
          </button>
          <button
            type="button"
            // The failure count is kept: the banner stays hidden until a request succeeds again.
            onClick={() => setDismissed(true)}
            className={`${action} border border-amber-300 hover:bg-amber-100 dark:border-amber-700 dark:hover:bg-amber-900/60`}
          >
            <X aria-hidden="true" className="size-4" />
            {t('offline.dismiss')}
          </button>
        </div>
      </div>
    </div>
  );
}

import { RefreshCw, WifiOff, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '../../components/ui/button';
import { networkStatus, useFailedRequestCount } from '../../lib/network-status';
import { useOnline } from './use-online';

const FAILURE_THRESHOLD = 2; // spec §4: shows when more than 2 requests have failed

/**
 * Network-problem banner (spec §4, §8). Retry runs `onRetry` when supplied, else reloads the page.
 * Dismiss hides it until the connection has recovered and a new problem appears.
 */
export function NetworkBanner({ onRetry }: { onRetry?: () => Promise<void> | void }) {
  const online = useOnline();
  const failures = useFailedRequestCount();
  const [dismissed, setDismissed] = useState(false);
  const [retrying, setRetrying] = useState(false);
  const healthy = online && failures === 0;

  useEffect(() => {
    if (healthy) setDismissed(false);
  }, [healthy]);

  if (dismissed || (online && failures <= FAILURE_THRESHOLD)) return null;

  const title = online ? 'Network connection issues' : 'You are offline';
  const message = online ? "We're having trouble connecting to the server. This might be temporary." : 'Please check your internet connection and try again.';

  async function retry() {
    if (!onRetry) {
      window.location.reload();
      return;
    }
    setRetrying(true);
    networkStatus.reset();
    try {
      await onRetry();
    } finally {
      setRetrying(false);
    }
  }

  return (
    <div role="alert" data-testid="network-banner" className="border-b border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-50">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 sm:px-6">
        <WifiOff aria-hidden="true" className="size-5 shrink-0" />
        <div className="min-w-0 flex-1">
          <p className="font-semibold">{title}</p>
          <p className="text-sm">{message}</p>
        </div>
        <div className="flex items-center gap-2">
          <Button size="sm" onClick={() => void retry()} disabled={retrying} className="h-11 bg-amber-800 text-white hover:bg-amber-900 dark:bg-amber-200 dark:text-amber-950 dark:hover:bg-amber-100">
            <RefreshCw aria-hidden="true" className={retrying ? 'size-4 animate-spin' : 'size-4'} />
            {retrying ? 'Retrying...' : 'Retry'}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              setDismissed(true);
              networkStatus.reset();
            }}
            className="h-11 text-current hover:bg-amber-100 dark:hover:bg-amber-900"
          >
            <X aria-hidden="true" className="size-4" />
            Dismiss
          </Button>
        </div>
      </div>
    </div>
  );
}

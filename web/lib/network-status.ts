import { useSyncExternalStore } from 'react';

// Counts failed requests for the network-problem banner (docs/product.md §4): it shows when more than 2
// requests have failed or the browser is offline, and clears when online with zero failures.
let failures = 0;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export const networkStatus = {
  recordFailure() {
    failures += 1;
    emit();
  },
  recordSuccess() {
    if (failures === 0) return;
    failures = 0;
    emit();
  },
  reset() {
    failures = 0;
    emit();
  },
  failures: () => failures,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useFailedRequestCount(): number {
  return useSyncExternalStore(networkStatus.subscribe, networkStatus.failures, networkStatus.failures);
}

import { createContext, useCallback, useContext, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { TOAST_DEFAULT_MS, TOAST_ERROR_MS } from '../../../contracts/constants';
import { ToastItem, type ToastRecord } from './toast-item';
import { withToast } from './toast-list';
import { t } from '../../lib/i18n';

export type ToastType = 'success' | 'error' | 'warning' | 'info';
export type ToastOptions = {
  type: ToastType;
  title: string;
  message?: string;
  /** Milliseconds before it fades out; 3500 by default, 5000 for errors (docs/product.md §9). */
  duration?: number;
  action?: { label: string; onClick: () => void };
};
type ToastValue = { toast: (options: ToastOptions) => string; dismiss: (id: string) => void };
type ProviderValue = { toast: (options: ToastOptions, source: string) => string; dismiss: (id: string) => void };

const ToastContext = createContext<ProviderValue | null>(null);

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastRecord[]>([]);
  const counter = useRef(0);

  const dismiss = useCallback((id: string) => setToasts((list) => list.filter((t) => t.id !== id)), []);
  const toast = useCallback((options: ToastOptions, source: string) => {
    counter.current += 1;
    const id = `toast-${counter.current}`;
    const duration = options.duration ?? (options.type === 'error' ? TOAST_ERROR_MS : TOAST_DEFAULT_MS);
    setToasts((list) => withToast(list, { ...options, id, duration, source }));
    return id;
  }, []);

  const value = useMemo(() => ({ toast, dismiss }), [toast, dismiss]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      {/* Always mounted so screen readers register the live region before the first toast. */}
      <section
        aria-label={t('ui.toast.region')}
        aria-live="polite"
        aria-relevant="additions text"
        data-testid="toast-region"
        className="pointer-events-none fixed inset-x-0 top-0 z-[100] flex flex-col items-center gap-2 px-3 pt-[max(0.75rem,env(safe-area-inset-top))] lg:inset-x-auto lg:top-auto lg:right-0 lg:bottom-0 lg:items-end lg:p-6"
      >
        {toasts.map((t) => (
          <ToastItem key={t.id} toast={t} onRemove={dismiss} />
        ))}
      </section>
    </ToastContext.Provider>
  );
}

/**
 * Shows toast messages; using it outside ToastProvider throws (docs/product.md §8). The calling
 * component is the toasts' source: its new toast replaces its own earlier errors (toast-list.ts).
 */
export function useToast(): ToastValue {
  const value = useContext(ToastContext);
  const source = useId();
  if (!value) throw new Error('useToast must be used within ToastProvider');
  const { toast, dismiss } = value;
  return useMemo(() => ({ toast: (options: ToastOptions) => toast(options, source), dismiss }), [toast, dismiss, source]);
}

import { CircleAlert, CircleCheck, Info, TriangleAlert, X } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { TOAST_FADE_MS, TOAST_PROGRESS_MIN_MS } from '../../../contracts/constants';
import { cn } from '../../lib/cn';
import type { ToastOptions } from './toast';
import './motion.css';
import { t } from '../../lib/i18n';

export type ToastRecord = ToastOptions & { id: string; duration: number; /** The component that showed it (toast-list.ts). */ source: string };

const looks = {
  success: { Icon: CircleCheck, icon: 'text-emerald-600 dark:text-emerald-400', bar: 'bg-emerald-500' },
  error: { Icon: CircleAlert, icon: 'text-red-600 dark:text-red-400', bar: 'bg-red-500' },
  warning: { Icon: TriangleAlert, icon: 'text-amber-600 dark:text-amber-400', bar: 'bg-amber-500' },
  info: { Icon: Info, icon: 'text-brand-600 dark:text-brand-300', bar: 'bg-brand-500' },
} as const;

/** One toast: fades out over 200 ms when its time is up; hovering or focusing it pauses the clock. */
export function ToastItem({ toast, onRemove }: { toast: ToastRecord; onRemove: (id: string) => void }) {
  const [leaving, setLeaving] = useState(false);
  const [paused, setPaused] = useState(false);
  const remaining = useRef(toast.duration);
  const startedAt = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const close = useCallback(() => {
    clearTimeout(timer.current);
    setLeaving(true);
    setTimeout(() => onRemove(toast.id), TOAST_FADE_MS);
  }, [onRemove, toast.id]);

  useEffect(() => {
    if (paused || leaving) return;
    startedAt.current = Date.now();
    timer.current = setTimeout(close, remaining.current);
    return () => {
      clearTimeout(timer.current);
      remaining.current -= Date.now() - startedAt.current;
    };
  }, [paused, leaving, close]);

  const { Icon, icon, bar } = looks[toast.type];
  return (
    <div
      role={toast.type === 'error' ? 'alert' : undefined}
      data-testid="toast"
      data-type={toast.type}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      style={{ transitionDuration: `${TOAST_FADE_MS}ms` }}
      className={cn(
        'pointer-events-auto relative w-full max-w-sm overflow-hidden rounded-2xl border border-line bg-surface-raised shadow-lg shadow-black/10 transition-[opacity,transform] dark:shadow-black/40',
        'starting:-translate-y-2 starting:opacity-0 lg:starting:translate-y-2',
        leaving && 'opacity-0',
      )}
    >
      <div className="flex items-start gap-3 py-3 pr-1.5 pl-4">
        <Icon aria-hidden="true" className={cn('mt-0.5 size-5 shrink-0', icon)} />
        <div className="min-w-0 flex-1 py-0.5">
          <p className="font-semibold text-ink">{toast.title}</p>
          {toast.message && <p className="mt-0.5 text-sm text-ink-muted">{toast.message}</p>}
          {toast.action && (
            <button
              type="button"
              onClick={() => {
                toast.action!.onClick();
                close();
              }}
              className="mt-2 -ml-2 inline-flex min-h-11 items-center rounded-lg px-2 text-sm font-semibold text-brand-700 hover:bg-surface-sunken dark:text-brand-300"
            >
              {toast.action.label}
            </button>
          )}
        </div>
        <button
          type="button"
          onClick={close}
          aria-label={t('ui.toast.dismiss', { title: toast.title })}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl text-ink-muted hover:bg-surface-sunken hover:text-ink"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
      {toast.duration >= TOAST_PROGRESS_MIN_MS && (
        <div
          aria-hidden="true"
          data-testid="toast-progress"
          className={cn('absolute inset-x-0 bottom-0 h-1 origin-left', bar)}
          style={{ animation: `cc-progress ${toast.duration}ms linear forwards`, animationPlayState: paused ? 'paused' : 'running' }}
        />
      )}
    </div>
  );
}

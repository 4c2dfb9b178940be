import { House, RotateCw, TriangleAlert } from 'lucide-react';
import { buttonClasses } from '../../components/ui/button';
import { t } from '../../lib/i18n';

/**
 * The error fallback screen (docs/product.md §2). Uses no context (router, theme, session) so it renders
 * even when a provider is what failed; the theme script in index.html has already set the colour scheme.
 */
export function ErrorFallback({ error, inline = false }: { error: Error | null; /** Inside the shell, below the bar. */ inline?: boolean }) {
  const message = error?.message?.trim() || t('error.unexpected');
  return (
    <div role="alert" data-testid="error-fallback" className={inline ? 'flex min-h-[60vh] items-center justify-center px-4 py-10' : 'flex min-h-dvh items-center justify-center bg-surface-sunken px-4 py-10'}>
      <div className="w-full max-w-lg rounded-card border border-line bg-surface-raised p-6 shadow-sm sm:p-8">
        <div className="flex size-12 items-center justify-center rounded-2xl bg-red-100 text-red-700 dark:bg-red-900/50 dark:text-red-200">
          <TriangleAlert aria-hidden="true" className="size-6" />
        </div>
        <h1 className="mt-5 text-2xl font-bold tracking-tight text-ink">{t('error.title')}</h1>
        <p className="mt-2 text-ink-muted" data-testid="error-message">
          {message}
        </p>
        <p className="mt-2 text-sm text-ink-muted">{t('error.dataSafe')}</p>
        {error?.stack && (
          <details className="mt-5 rounded-xl border border-line bg-surface-sunken text-sm">
            <summary className="flex min-h-11 cursor-pointer items-center px-4 font-semibold text-ink">{t('error.technicalDetails')}</summary>
            <pre className="max-h-56 overflow-auto px-4 pb-4 text-xs leading-relaxed whitespace-pre-wrap text-ink-muted">{error.stack}</pre>
          </details>
        )}
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <button type="button" onClick={() => window.location.assign('/')} className={buttonClasses('primary', 'md', 'sm:flex-1')}>
            <House aria-hidden="true" className="size-4" />
            {t('error.goHome')}
          </button>
          <button type="button" onClick={() => window.location.reload()} className={buttonClasses('secondary', 'md', 'sm:flex-1')}>
            <RotateCw aria-hidden="true" className="size-4" />
            {t('error.reload')}
          </button>
        </div>
      </div>
    </div>
  );
}

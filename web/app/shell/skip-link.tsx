import { t } from '../../lib/i18n';

/** First focusable element: jumps past the navigation to the page content. */
export function SkipLink() {
  return (
    <a
      href="#main-content"
      onClick={(e) => {
        // Focus main directly: the router owns the URL, so the hash is left alone.
        e.preventDefault();
        const main = document.getElementById('main-content');
        main?.focus();
        main?.scrollIntoView({ block: 'start' });
      }}
      className="cc-skip-link sr-only z-[200] rounded-xl bg-brand-700 px-4 py-3 font-semibold text-white shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      {t('shell.skipLink')}
    </a>
  );
}

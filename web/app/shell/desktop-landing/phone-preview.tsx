import { useLocation } from 'react-router';
import { t } from '../../../lib/i18n';

/** The app as a phone shows it: the current page in a 390×844 frame with embed=1 (no chrome). */
export function PhonePreview() {
  const { pathname, search, hash } = useLocation();
  const params = new URLSearchParams(search);
  params.set('embed', '1');
  const src = `${pathname}?${params.toString()}${hash}`;
  return (
    <figure className="relative shrink-0" aria-label={t('landing.preview.label')}>
      <div aria-hidden="true" className="absolute -inset-10 -z-10 rounded-full bg-brand-400/25 blur-3xl dark:bg-brand-500/20" />
      <div className="rounded-[3.25rem] bg-neutral-900 p-3 shadow-2xl ring-1 shadow-brand-900/30 ring-white/10 dark:bg-black">
        <div className="relative overflow-hidden rounded-[2.5rem] bg-surface">
          <div aria-hidden="true" className="pointer-events-none absolute top-2.5 left-1/2 z-10 h-7 w-28 -translate-x-1/2 rounded-full bg-neutral-900 dark:bg-black" />
          <iframe src={src} title={t('landing.preview.frameTitle')} width={390} height={844} data-testid="phone-preview" className="block h-[844px] w-[390px] border-0 bg-surface" />
        </div>
      </div>
      <figcaption className="mt-4 text-center text-sm text-ink-muted">{t('landing.preview.caption')}</figcaption>
    </figure>
  );
}

import { MapPinOff } from 'lucide-react';
import { Suspense } from 'react';
import { cn } from '../../lib/cn';
import { t, useMessages } from '../../lib/i18n';

/**
 * What stands in for a map whose tiles (or code) cannot load: a calm panel of the same size,
 * never a grey box of broken tiles (docs/decisions/0026). Pages with a place keep their own
 * "Open in OpenStreetMap" link beside it.
 */
export function MapPlaceholder({ className }: { className?: string }) {
  return (
    <div
      data-testid="map-unavailable"
      className={cn('flex flex-col items-center justify-center gap-1.5 rounded-card border border-dashed border-line bg-surface-sunken p-4 text-center', className)}
    >
      <MapPinOff aria-hidden="true" className="size-7 text-ink-muted" />
      {/* The public meetup page (a core page, decision 0067) shows maps too: its words wait for the meetups area. */}
      <Suspense fallback={null}>
        <PlaceholderWords />
      </Suspense>
    </div>
  );
}

function PlaceholderWords() {
  useMessages(['meetups']);
  return (
    <>
      <p className="font-semibold text-ink">{t('meetups.map.unavailable')}</p>
      <p className="max-w-xs text-sm text-ink-muted">{t('meetups.map.unavailableBody')}</p>
    </>
  );
}

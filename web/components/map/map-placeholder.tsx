import { MapPinOff } from 'lucide-react';
import { cn } from '../../lib/cn';
import { osmLink, type LatLng } from './types';

/**
 * What stands in for a map whose tiles (or code) cannot load: a calm panel of the same size,
 * never a grey box of broken tiles (docs/decisions/0025).
 */
export function MapPlaceholder({ className, at }: { className?: string; at?: LatLng }) {
  return (
    <div
      data-testid="map-unavailable"
      className={cn('flex flex-col items-center justify-center gap-1.5 rounded-card border border-dashed border-line bg-surface-sunken p-4 text-center', className)}
    >
      <MapPinOff aria-hidden="true" className="size-7 text-ink-muted" />
      <p className="font-semibold text-ink">Map unavailable</p>
      <p className="max-w-xs text-sm text-ink-muted">The map could not be loaded right now.</p>
      {at && (
        <a href={osmLink(at)} target="_blank" rel="noopener noreferrer" className="text-sm font-semibold text-brand-700 underline dark:text-brand-300">
          Open in OpenStreetMap
        </a>
      )}
    </div>
  );
}

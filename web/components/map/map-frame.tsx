import { Component, lazy, Suspense, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { cn } from '../../lib/cn';
import { useSite } from '../../lib/site';
import { Skeleton } from '../ui/skeleton';
import type { LeafletMapProps } from './leaflet-map';
import { MapPlaceholder } from './map-placeholder';

// Leaflet and its stylesheet arrive only when a map scrolls near the screen (docs/decisions/0026).
const LeafletMap = lazy(() => import('./leaflet-map'));

type Props = Omit<LeafletMapProps, 'tiles' | 'onUnavailable'> & {
  /** Sizes the frame (height or aspect ratio): the map, its skeleton and its placeholder share it. */
  className?: string;
};

/** A map of this site's tiles, lazy, credited, and a placeholder when it cannot load. */
export function MapFrame({ className, ...map }: Props) {
  const site = useSite();
  const box = useRef<HTMLDivElement>(null);
  const near = useNearScreen(box);
  const [unavailable, setUnavailable] = useState(false);
  const frame = cn('relative isolate overflow-hidden rounded-card', className);

  if (unavailable) return <MapPlaceholder className={frame} />;
  return (
    // data-map-frame: its skeleton waits for the map to scroll near, not for data (e2e/no-overflow.spec.ts).
    <div ref={box} data-map-frame className={cn(frame, 'border border-line')}>
      {site && near ? (
        <ChunkBoundary fallback={<MapPlaceholder className="size-full rounded-none border-0" />}>
          <Suspense fallback={<Skeleton className="size-full rounded-none" />}>
            <LeafletMap {...map} tiles={site.map} onUnavailable={() => setUnavailable(true)} />
          </Suspense>
        </ChunkBoundary>
      ) : (
        <Skeleton className="size-full rounded-none" />
      )}
      {site && (
        <p className="absolute right-0 bottom-0 z-[1000] rounded-tl-md bg-surface-raised/90 px-1.5 py-0.5 text-[11px] text-ink">
          <a href={site.map.attribution_url} target="_blank" rel="noopener noreferrer" className="underline">
            {site.map.attribution}
          </a>
        </p>
      )}
    </div>
  );
}

/** True once the element comes within 150 px of the viewport: maps sit below the fold, and a first paint (or a Lighthouse run) never pays for one. */
function useNearScreen(ref: RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || near) return;
    if (typeof IntersectionObserver === 'undefined') return setNear(true);
    const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin: '150px' });
    io.observe(el);
    return () => io.disconnect();
  }, [ref, near]);
  return near;
}

/** The map's code failed to download (offline, a new deploy): show the placeholder, not a crash. */
class ChunkBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

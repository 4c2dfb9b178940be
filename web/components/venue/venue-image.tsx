import { FallbackImage } from '../ui/fallback-image';

/** A venue picture; a missing or broken one becomes a calm placeholder (docs/product.md §8). */
export function VenueImage({ src, alt, className, eager }: { src: string | null | undefined; alt: string; className?: string; eager?: boolean }) {
  return <FallbackImage src={src} alt={alt} className={className} eager={eager} />;
}

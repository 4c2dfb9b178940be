import { StoredImage } from '../stored-image';

/** A venue picture; a missing or broken one becomes a calm placeholder (docs/product.md §8). */
export function VenueImage({
  src,
  alt,
  className,
  eager,
  priority,
  sizes,
}: {
  src: string | null | undefined;
  alt: string;
  className?: string;
  eager?: boolean;
  priority?: boolean;
  sizes: string;
}) {
  return <StoredImage src={src} alt={alt} className={className} eager={eager} priority={priority} sizes={sizes} />;
}

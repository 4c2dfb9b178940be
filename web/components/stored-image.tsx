import type { ComponentProps } from 'react';
import { responsiveImage, type ResponsiveImage } from '../../contracts/storage';
import { FallbackImage } from './ui/fallback-image';

/** AVIF first (smallest), then WebP; the browser takes the first type it supports. */
export const sourcesOf = (picture: ResponsiveImage) => [
  { type: 'image/avif', srcSet: picture.avif },
  { type: 'image/webp', srcSet: picture.webp },
];

type Props = Omit<ComponentProps<typeof FallbackImage>, 'sources' | 'width' | 'height'> & {
  /** How wide the picture is shown (the <img sizes> syntax), so the browser fetches the copy it needs. */
  sizes: string;
};

/**
 * A picture from our storage as <picture>: AVIF, then WebP copies in the bucket's widths
 * (contracts/storage.ts IMAGE_VARIANTS), the original as the fallback <img>, with the frame's
 * width/height. Any other URL is shown as a plain image. Lazy unless `eager` or `priority`.
 */
export function StoredImage({ src, sizes, ...rest }: Props) {
  const picture = responsiveImage(src);
  if (!picture) return <FallbackImage src={src} {...rest} />;
  return (
    <FallbackImage
      src={picture.src}
      sizes={sizes}
      width={picture.width}
      height={picture.height}
      sources={sourcesOf(picture)}
      {...rest}
    />
  );
}

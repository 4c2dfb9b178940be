import { responsiveImage } from '../../contracts/storage';
import { esc } from '../html-escape';

// The server-rendered twin of web/components/stored-image.tsx: the same <picture> (AVIF, WebP,
// original) from the same builder (contracts/storage.ts), so the first paint and the app agree.

type PictureOptions = { alt: string; sizes: string; className?: string; priority?: boolean };

/** A stored picture as <picture> markup; any other URL as a plain <img>. Lazy unless `priority`. */
export function pictureHtml(url: string, { alt, sizes, className, priority }: PictureOptions): string {
  const picture = responsiveImage(url);
  const loading = priority ? 'loading="eager" fetchpriority="high"' : 'loading="lazy" decoding="async"';
  const cls = className ? ` class="${esc(className)}"` : '';
  if (!picture) return `<img src="${esc(url)}" alt="${esc(alt)}" ${loading}${cls} />`;
  return [
    '<picture class="contents">',
    `<source type="image/avif" srcset="${esc(picture.avif)}" sizes="${esc(sizes)}" />`,
    `<source type="image/webp" srcset="${esc(picture.webp)}" sizes="${esc(sizes)}" />`,
    `<img src="${esc(picture.src)}" alt="${esc(alt)}" width="${picture.width}" height="${picture.height}" ${loading}${cls} />`,
    '</picture>',
  ].join('');
}

/**
 * <link rel="preload"> for the page's main (LCP) picture: the AVIF copies with the same sizes as
 * its <picture>, so the browser fetches the very copy the page will use, before any script.
 * `type` lets a browser without AVIF skip it. Empty for URLs that are not ours.
 */
export function imagePreloadHtml(url: string | null | undefined, sizes: string): string {
  const picture = responsiveImage(url);
  if (!picture) return '';
  return `<link rel="preload" as="image" type="image/avif" imagesrcset="${esc(picture.avif)}" imagesizes="${esc(sizes)}" fetchpriority="high" />`;
}

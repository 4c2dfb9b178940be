// Storage buckets and object paths of docs/product.md §10 Storage, shared by the API and the web.

export const BUCKETS = ['avatars', 'venue-images', 'partners', 'meetup-images'] as const;
export type Bucket = (typeof BUCKETS)[number];

export const STORAGE_CACHE_SECONDS = 3600;
export const PUBLIC_PREFIX = '/storage/v1/object/public/';
export const THUMB_PREFIX = '/storage/v1/render/image/public/';

export function isBucket(value: string): value is Bucket {
  return (BUCKETS as readonly string[]).includes(value);
}

export const publicUrl = (bucket: Bucket, path: string) => `${PUBLIC_PREFIX}${bucket}/${path}`;

/**
 * An upload's content version: the first 12 hex digits of the SHA-256 of the stored bytes. The
 * upload answers its URL as `…/{path}?v={version}`, so a replacement (same path, `x-upsert`)
 * gets a new URL and responses to versioned URLs can be cached for a year
 * (docs/decisions/0032-images-responsive-variants.md).
 */
const VERSION = /^[0-9a-f]{12}$/;
export const isImageVersion = (v: unknown): v is string => typeof v === 'string' && VERSION.test(v);

/** Splits `…?v=abc` into the URL without the version and the version (when well formed). */
function splitVersion(url: string): { base: string; version: string | null } | null {
  const q = url.indexOf('?');
  if (q < 0) return { base: url, version: null };
  const query = url.slice(q + 1);
  if (!query.startsWith('v=') || !isImageVersion(query.slice(2))) return null;
  return { base: url.slice(0, q), version: query.slice(2) };
}

/** A public object URL of ours (optionally with `?v={version}`), optionally in one bucket. */
export function isStorageUrl(url: string, bucket?: Bucket): boolean {
  if (typeof url !== 'string' || url.length > 500 || !url.startsWith(PUBLIC_PREFIX)) return false;
  const split = splitVersion(url);
  if (!split) return false;
  const rest = split.base.slice(PUBLIC_PREFIX.length);
  const b = rest.split('/')[0];
  if (!isBucket(b) || (bucket && b !== bucket)) return false;
  return /^[A-Za-z0-9._/-]+$/.test(rest) && !rest.includes('..');
}

/** Bucket, path and content version (null for URLs stored before versions) of one of our public URLs, or null. */
export function parseStorageUrl(url: string): { bucket: Bucket; path: string; version: string | null } | null {
  if (!isStorageUrl(url)) return null;
  const { base, version } = splitVersion(url)!;
  const rest = base.slice(PUBLIC_PREFIX.length);
  const slash = rest.indexOf('/');
  return { bucket: rest.slice(0, slash) as Bucket, path: rest.slice(slash + 1), version };
}

/**
 * Whether two URLs name the same stored object, whatever their versions: a replaced picture
 * (same path, new `?v=`) is the same file, which must not be removed as "the old one".
 */
export function sameStoredObject(a: string | null | undefined, b: string | null | undefined): boolean {
  const x = a ? parseStorageUrl(a) : null;
  const y = b ? parseStorageUrl(b) : null;
  return x && y ? x.bucket === y.bucket && x.path === y.path : a === b;
}

/** The public URL of a stored object, with its content version when known. */
export const versionedUrl = (bucket: Bucket, path: string, version: string | null) => publicUrl(bucket, path) + (version ? `?v=${version}` : '');

/** The small copy served for lists and galleries; other URLs are returned unchanged. */
export function thumbnailUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  return url.startsWith(PUBLIC_PREFIX) ? THUMB_PREFIX + url.slice(PUBLIC_PREFIX.length) : url;
}

export const VARIANT_FORMATS = ['avif', 'webp'] as const;
export type VariantFormat = (typeof VARIANT_FORMATS)[number];

/**
 * The responsive copies made of every upload, in widths suited to where the bucket is shown:
 * covers and venue photos fill a phone's width (360 CSS px) up to the page column (≈ 768),
 * at 1× and 2×; avatars are at most 96 CSS px; partner logos at most 96 CSS px, kept whole.
 * `aspect` is the width:height of the copies (crop), or of the frame they are shown in.
 */
export const IMAGE_VARIANTS: Record<Bucket, { widths: readonly number[]; aspect: readonly [number, number]; crop: boolean }> = {
  avatars: { widths: [96, 192], aspect: [1, 1], crop: true },
  partners: { widths: [160, 320], aspect: [1, 1], crop: false },
  'venue-images': { widths: [360, 720, 1200], aspect: [3, 2], crop: false },
  'meetup-images': { widths: [360, 720, 1200], aspect: [16, 9], crop: true },
};

/**
 * `sizes` for where pictures are shown, shared by the app and the server-rendered pages (the
 * browser picks a copy before CSS loads, so these mirror the layout): the page column
 * (max-w-3xl less padding), cards in their grids, and small fixed tiles.
 */
export const IMAGE_SIZES = {
  column: '(min-width: 48rem) 45rem, calc(100vw - 2rem)',
  wide: '(min-width: 72rem) 68rem, calc(100vw - 2rem)',
  card: '(min-width: 64rem) 22rem, (min-width: 40rem) calc(50vw - 2rem), calc(100vw - 2rem)',
  // Global Meetups: one column in max-w-3xl, two in max-w-5xl from lg.
  meetupCard: '(min-width: 64rem) 30rem, (min-width: 48rem) 45rem, calc(100vw - 2rem)',
  tile: '6rem',
} as const;

/** The URL of one responsive copy (`?width=&format=[&v=]` on the render endpoint). */
export function variantUrl(bucket: Bucket, path: string, version: string | null, width: number, format: VariantFormat): string {
  return `${THUMB_PREFIX}${bucket}/${path}?width=${width}&format=${format}${version ? `&v=${version}` : ''}`;
}

/** What a <picture> needs for one stored image: AVIF and WebP srcsets, the fallback and its intrinsic size. */
export type ResponsiveImage = { src: string; avif: string; webp: string; width: number; height: number };

/**
 * The <picture> sources of one of our stored images, or null for other URLs (shown as a plain
 * <img>). width/height give the browser the aspect before any byte arrives (no layout shift).
 */
export function responsiveImage(url: string | null | undefined): ResponsiveImage | null {
  if (!url) return null;
  // Public pages name our pictures with the public origin in front (link previews need it).
  const origin = /^https?:\/\/[^/?#]+(?=\/)/.exec(url)?.[0] ?? '';
  const parsed = parseStorageUrl(url.slice(origin.length));
  if (!parsed) return null;
  const { widths, aspect } = IMAGE_VARIANTS[parsed.bucket];
  const srcset = (format: VariantFormat) => widths.map((w) => `${origin}${variantUrl(parsed.bucket, parsed.path, parsed.version, w, format)} ${w}w`).join(', ');
  const width = widths.at(-1)!;
  return { src: url, avif: srcset('avif'), webp: srcset('webp'), width, height: Math.round((width * aspect[1]) / aspect[0]) };
}

/** Extension from a file name, as the client names its upload (docs/product.md §10: paths end in .{ext}). */
export function extensionOf(fileName: string): string {
  const m = /\.([A-Za-z0-9]{1,5})$/.exec(fileName);
  const ext = m ? m[1].toLowerCase() : 'png';
  return ext === 'jpeg' ? 'jpg' : ext;
}

const rand = () => Math.random().toString(36).slice(2, 8);

/** meetup-images/{userId}/{timestamp}-{random}.{ext}: an organiser's meetup cover (issue 17). */
export const meetupImagePath = (userId: string, ext: string, now = Date.now()) => `${userId}/${now}-${rand()}.${ext}`;
/** docs/product.md §10: avatars/{userId}/{userId}-{timestamp}.{ext}. */
export const avatarPath = (userId: string, ext: string, now = Date.now()) => `${userId}/${userId}-${now}.${ext}`;
/** docs/product.md §10: partners/logos/{userId}/{timestamp}.{ext}. */
export const logoPath = (userId: string, ext: string, now = Date.now()) => `logos/${userId}/${now}.${ext}`;
/** venue-images/{userId}/{timestamp}-{random}.{ext} (docs/product.md §10: the owner's folder). */
export const venueImagePath = (userId: string, ext: string, now = Date.now()) => `${userId}/${now}-${rand()}.${ext}`;

/** What an upload answers (its schema lives beside, so the web's bundle does not carry zod for a type). */
export type { UploadResultDto } from './storage-responses';

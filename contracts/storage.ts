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

/** A public object URL of ours, optionally in one bucket. */
export function isStorageUrl(url: string, bucket?: Bucket): boolean {
  if (typeof url !== 'string' || url.length > 500 || !url.startsWith(PUBLIC_PREFIX)) return false;
  const rest = url.slice(PUBLIC_PREFIX.length);
  const b = rest.split('/')[0];
  if (!isBucket(b) || (bucket && b !== bucket)) return false;
  return /^[A-Za-z0-9._/-]+$/.test(rest) && !rest.includes('..');
}

/** Bucket and path of one of our public URLs, or null. */
export function parseStorageUrl(url: string): { bucket: Bucket; path: string } | null {
  if (!isStorageUrl(url)) return null;
  const rest = url.slice(PUBLIC_PREFIX.length);
  const slash = rest.indexOf('/');
  return { bucket: rest.slice(0, slash) as Bucket, path: rest.slice(slash + 1) };
}

/** The small copy served for lists and galleries; other URLs are returned unchanged. */
export function thumbnailUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  return url.startsWith(PUBLIC_PREFIX) ? THUMB_PREFIX + url.slice(PUBLIC_PREFIX.length) : url;
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

/** What an upload answers. */
export type UploadResultDto = {
  Key: string;
  bucket: Bucket;
  path: string;
  publicUrl: string;
  thumbnailUrl: string;
  contentType: string;
  size: number;
  width: number;
  height: number;
};

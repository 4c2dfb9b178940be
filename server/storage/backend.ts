import type { Readable } from 'node:stream';
import type { Config } from '../config';
import { localBackend } from './local-backend';
import { s3Backend } from './s3-backend';

/** Where object bytes live: the data folder by default, an S3-compatible bucket when configured. */
export type StorageBackend = {
  kind: 'local' | 's3';
  put: (key: string, body: Buffer, contentType: string) => Promise<void>;
  get: (key: string) => Promise<{ body: Readable | Buffer; contentType: string; size?: number } | null>;
  exists: (key: string) => Promise<boolean>;
  remove: (key: string) => Promise<void>;
  /** Removes every object whose key starts with `prefix` (a folder, ending in `/`). */
  removeFolder: (prefix: string) => Promise<void>;
};

const cache = new Map<string, StorageBackend>();

/** One backend per configuration (S3 clients keep connection pools, so they are shared). */
export function storageFor(config: Pick<Config, 'dataDir' | 's3'>): StorageBackend {
  const cacheKey = config.s3 ? `s3:${config.s3.endpoint}:${config.s3.bucket}` : `local:${config.dataDir}`;
  let backend = cache.get(cacheKey);
  if (!backend) {
    backend = config.s3 ? s3Backend(config.s3) : localBackend(config.dataDir);
    cache.set(cacheKey, backend);
  }
  return backend;
}

/** Object keys: `{bucket}/{path}`; thumbnails live apart so no upload path can reach them. */
export const objectKey = (bucket: string, path: string) => `${bucket}/${path}`;
export const thumbKey = (bucket: string, path: string) => `_thumbs/${bucket}/${path}.webp`;
/** The folders holding one upload folder's originals, thumbnails and responsive copies (server/storage/variants.ts). */
export const foldersOf = (bucket: string, folder: string) => [`${bucket}/${folder}/`, `_thumbs/${bucket}/${folder}/`, `_variants/${bucket}/${folder}/`];

export const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  avif: 'image/avif',
  json: 'application/json',
};

export function contentTypeOf(key: string): string {
  const ext = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return CONTENT_TYPES[ext] ?? 'application/octet-stream';
}

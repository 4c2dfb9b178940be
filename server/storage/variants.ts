import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import sharp, { type ResizeOptions, type Sharp } from 'sharp';
import { IMAGE_VARIANTS, VARIANT_FORMATS, versionedUrl, type Bucket, type VariantFormat } from '../../contracts/storage';
import { objectKey, thumbKey, type StorageBackend } from './backend';
import type { ProcessedImage } from './images';

// The responsive AVIF/WebP copies of every stored image (docs/decisions/0032-images-responsive-variants.md).
// They live beside the original under _variants/, apart from upload paths (no upload can reach
// them), with a small manifest holding the content version the public URLs carry.

export type ImageManifest = { v: string; width: number; height: number };

const variantsDir = (bucket: Bucket, path: string) => `_variants/${bucket}/${path}`;
export const variantKey = (bucket: Bucket, path: string, width: number, format: VariantFormat) => `${variantsDir(bucket, path)}/${width}.${format}`;
const manifestKey = (bucket: Bucket, path: string) => `${variantsDir(bucket, path)}/manifest.json`;

export const contentVersion = (body: Buffer) => createHash('sha256').update(body).digest('hex').slice(0, 12);

// Effort 2 keeps a 1200 px AVIF under ~100 ms on one core; quality chosen by eye on the seed art.
const ENCODE: Record<VariantFormat, (s: Sharp) => Sharp> = {
  avif: (s) => s.avif({ quality: 50, effort: 2 }),
  webp: (s) => s.webp({ quality: 75 }),
};

/** Every copy of one (already re-encoded, upright) image: each width of its bucket, in AVIF and WebP. */
async function makeVariants(bucket: Bucket, body: Buffer) {
  const { widths, aspect, crop } = IMAGE_VARIANTS[bucket];
  const out: { width: number; format: VariantFormat; data: Buffer }[] = [];
  for (const width of widths) {
    const resize: ResizeOptions = crop
      ? { width, height: Math.round((width * aspect[1]) / aspect[0]), fit: 'cover', position: sharp.strategy.attention }
      : { width, height: width * 2, fit: 'inside', withoutEnlargement: true };
    for (const format of VARIANT_FORMATS) {
      out.push({ width, format, data: await ENCODE[format](sharp(body).resize(resize)).toBuffer() });
    }
  }
  return out;
}

/**
 * Writes the copies and then the manifest (last: a reader never sees a version whose copies are
 * not there yet) and returns the manifest. Called at upload, by the seed, and lazily for images
 * stored before copies existed.
 */
export async function storeVariants(
  storage: StorageBackend,
  bucket: Bucket,
  path: string,
  body: Buffer,
  beforeManifest?: () => Promise<void>,
): Promise<ImageManifest> {
  const meta = await sharp(body).metadata();
  for (const v of await makeVariants(bucket, body)) {
    await storage.put(variantKey(bucket, path, v.width, v.format), v.data, `image/${v.format}`);
  }
  await beforeManifest?.();
  const manifest: ImageManifest = { v: contentVersion(body), width: meta.width, height: meta.height };
  await storage.put(manifestKey(bucket, path), Buffer.from(JSON.stringify(manifest)), 'application/json');
  return manifest;
}

/**
 * Stores a processed upload: its thumbnail, copies, the original, then the manifest. Answers the
 * original's versioned public URL (the one to save and show).
 */
export async function storeImage(storage: StorageBackend, bucket: Bucket, path: string, image: Pick<ProcessedImage, 'body' | 'contentType' | 'thumb'>) {
  await storage.put(thumbKey(bucket, path), image.thumb, 'image/webp');
  const manifest = await storeVariants(storage, bucket, path, image.body, () => storage.put(objectKey(bucket, path), image.body, image.contentType));
  return versionedUrl(bucket, path, manifest.v);
}

export async function removeVariants(storage: StorageBackend, bucket: Bucket, path: string) {
  await storage.remove(manifestKey(bucket, path));
  for (const width of IMAGE_VARIANTS[bucket].widths) {
    for (const format of VARIANT_FORMATS) await storage.remove(variantKey(bucket, path, width, format));
  }
}

export async function readAll(body: Readable | Buffer): Promise<Buffer> {
  if (Buffer.isBuffer(body)) return body;
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

// One lazy generation per object at a time, however many requests ask for it at once.
const pending = new Map<string, Promise<ImageManifest | null>>();

/**
 * The manifest of a stored image; an image stored before copies existed (older uploads, an
 * older seed) gets them now, once. Null when there is no such image (or it cannot be decoded).
 */
export async function manifestOf(storage: StorageBackend, bucket: Bucket, path: string): Promise<ImageManifest | null> {
  const found = await storage.get(manifestKey(bucket, path));
  if (found) return JSON.parse((await readAll(found.body)).toString('utf8')) as ImageManifest;
  const key = objectKey(bucket, path);
  let job = pending.get(key);
  if (!job) {
    job = (async () => {
      const original = await storage.get(key);
      if (!original) return null;
      // An original sharp cannot read gets no copies; it is still served as it is.
      return storeVariants(storage, bucket, path, await readAll(original.body)).catch(() => null);
    })().finally(() => pending.delete(key));
    pending.set(key, job);
  }
  return job;
}

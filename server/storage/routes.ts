import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { IMAGE_VARIANTS, isBucket, thumbnailUrl, VARIANT_FORMATS, type Bucket, type UploadResultDto, type VariantFormat } from '../../contracts/storage';
import { deletedObjectDto, IMAGE_CONTENT_TYPES, uploadResultDto } from '../../contracts/storage-responses';
import type { AppDeps } from '../deps';
import { fileBody, noContent } from '../http/responses';
import { perCallerPerMinute } from '../limits/per-minute';
import { MULTIPART_OVERHEAD } from '../http/body-limits';
import { translator } from '../i18n/translate';
import { ApiError, badRequest, conflict, notFound } from '../errors';
import { limitsOf } from '../limits/rules';
import { requireActor } from '../plugins/actor';
import { objectKey, storageFor, thumbKey, type StorageBackend } from './backend';
import { processImage } from './images';
import { manifestOf, removeVariants, storeImage, variantKey } from './variants';
import { checkWritablePath, ownerOfPath, withExtension } from './paths';

type Params = { bucket: string; '*': string };

function bucketOf(raw: string): Bucket {
  if (!isBucket(raw)) throw notFound('api.storage.bucketNotFound');
  return raw;
}

const notMultipart = () => badRequest('invalid_request', 'api.storage.sendMultipart');

function tooLarge(maxBytes: number) {
  return ApiError.say(413, 'payload_too_large', 'api.storage.tooLarge', { mb: Math.round(maxBytes / 1024 / 1024) });
}

/**
 * Storage API (docs/product.md §10 Storage): buckets avatars, venue-images and partners.
 * POST /storage/v1/object/{bucket}/{path}  multipart field "file"; `x-upsert: true` replaces.
 * DELETE /storage/v1/object/{bucket}/{path}
 * GET /storage/v1/object/public/{bucket}/{path}[?v=]  the image
 * GET /storage/v1/render/image/public/{bucket}/{path}  its thumbnail (WebP)
 *     …?width={w}&format=avif|webp[&v=]                 one of its responsive copies
 * Uploads answer `publicUrl` with `?v={content version}`; see docs/decisions/0032.
 */
export async function storageRoutes(app: FastifyInstance, opts: AppDeps) {
  const { config } = opts;
  const storage = storageFor(config);
  const maxBytes = config.uploadMaxBytes;
  const limits = limitsOf(opts.db);
  await app.register(multipart, { limits: { fileSize: maxBytes, files: 1, fields: 5, parts: 6 }, throwFileSizeLimit: true });

  const upload = async (req: FastifyRequest<{ Params: Params }>, reply: FastifyReply, upsertDefault: boolean) => {
    const actor = requireActor(req);
    const bucket = bucketOf(req.params.bucket);
    const requested = req.params['*'];
    checkWritablePath(bucket, requested, actor.userId);
    // Refuse oversized bodies before reading them.
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > maxBytes + MULTIPART_OVERHEAD) throw tooLarge(maxBytes);
    if (!req.isMultipart()) throw notMultipart();
    // Daily quotas per member (server/limits/rules.ts): the count before reading, bytes after.
    await limits.uploadsPerMemberDay.consume(actor.userId);
    let bytes: Buffer;
    try {
      const file = await req.file();
      if (!file) throw badRequest('invalid_request', 'api.storage.noFile');
      bytes = await file.toBuffer();
    } catch (err) {
      if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(maxBytes);
      if (err instanceof ApiError) throw err;
      // The multipart parser's own errors (a body cut short, a broken boundary) are the
      // client's: a clear 400, never a 500.
      throw badRequest('invalid_request', 'api.storage.unreadable');
    }
    if (bytes.length === 0) throw badRequest('invalid_request', 'api.storage.empty');
    await limits.uploadBytesPerMemberDay.consume(actor.userId, bytes.length);
    const image = await processImage(bucket, bytes);
    const path = withExtension(requested, image.ext);
    const key = objectKey(bucket, path);
    const upsert = String(req.headers['x-upsert'] ?? upsertDefault) === 'true';
    if (!upsert && (await storage.exists(key))) throw conflict('already_exists', 'api.storage.exists');
    const url = await storeImage(storage, bucket, path, image);
    const result: UploadResultDto = {
      Key: key,
      bucket,
      path,
      publicUrl: url,
      thumbnailUrl: thumbnailUrl(url)!,
      contentType: image.contentType,
      size: image.body.length,
      width: image.width,
      height: image.height,
    };
    return reply.status(200).send(result);
  };

  // Uploads are heavy (decode + re-encode): at most 60 a minute per user.
  const limit = perCallerPerMinute(opts.db, 'storage-upload', 60);
  // Everything the headers can settle is settled before a byte of the file is read
  // (docs/decisions/0036): who, where, how large it says it is, multipart, how often.
  const beforeBody = async (req: FastifyRequest<{ Params: Params }>) => {
    const actor = requireActor(req);
    checkWritablePath(bucketOf(req.params.bucket), req.params['*'], actor.userId);
    if (Number(req.headers['content-length'] ?? 0) > maxBytes + MULTIPART_OVERHEAD) throw tooLarge(maxBytes);
    if (!/^multipart\/form-data/i.test(req.headers['content-type'] ?? '')) throw notMultipart();
  };
  // Uploads go into the caller's own folder; they reach others only through a venue (which needs
  // a confirmed address) or a profile (the caller's own).
  const own = { allowUnconfirmed: 'files in the caller’s own folder' };
  // The multipart parser reads the file itself, within fileSize; the route's limit says the same.
  const uploadRoute = {
    config: own,
    bodyLimit: maxBytes + MULTIPART_OVERHEAD,
    onRequest: [beforeBody, limit],
    schema: { consumes: ['multipart/form-data'], response: { 200: uploadResultDto } },
  };
  app.post<{ Params: Params }>('/storage/v1/object/:bucket/*', uploadRoute, (req, reply) => upload(req, reply, false));
  app.put<{ Params: Params }>('/storage/v1/object/:bucket/*', uploadRoute, (req, reply) => upload(req, reply, true));

  app.delete<{ Params: Params }>('/storage/v1/object/:bucket/*', { config: own, schema: { response: { 200: deletedObjectDto } } }, async (req, reply) => {
    const actor = requireActor(req);
    const bucket = bucketOf(req.params.bucket);
    const path = req.params['*'];
    checkWritablePath(bucket, path, actor.userId, actor.isAdmin);
    await removeObject(storage, bucket, path);
    return reply.status(200).send({ message: translator(req.locale)('api.storage.deleted') });
  });

  const serve = (which: 'object' | 'thumb') => async (req: FastifyRequest<{ Params: Params; Querystring: Record<string, unknown> }>, reply: FastifyReply) => {
    const bucket = bucketOf(req.params.bucket);
    const path = req.params['*'];
    if (!ownerOfPath(bucket, path)) throw notFound('api.storage.objectNotFound');
    const variant = which === 'thumb' ? variantOf(bucket, req.query) : null;
    // Older objects get their manifest (and copies) on first request.
    const manifest = await manifestOf(storage, bucket, path);
    const etag = manifest ? `"${manifest.v}-${variant ? `${variant.width}${variant.format}` : which}"` : null;
    reply.header('content-security-policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'");
    reply.header('cross-origin-resource-policy', 'same-site');
    // docs/decisions/0032: a URL naming the current version never changes content: cached for a
    // year. Any other URL (no version, or a replaced one) is revalidated by ETag on every use.
    reply.header('cache-control', manifest && req.query.v === manifest.v ? IMMUTABLE : 'public, no-cache');
    if (etag) reply.header('etag', etag);
    if (etag && req.headers['if-none-match'] === etag) return reply.status(304).send();
    const key = variant ? variantKey(bucket, path, variant.width, variant.format) : which === 'object' ? objectKey(bucket, path) : thumbKey(bucket, path);
    let found = await storage.get(key);
    // Objects stored before thumbnails existed, or whose copies cannot be made, fall back to the full image.
    if (!found && which === 'thumb') found = await storage.get(objectKey(bucket, path));
    if (!found) {
      reply.removeHeader('etag');
      reply.header('cache-control', 'no-store');
      throw notFound('api.storage.objectNotFound');
    }
    reply.header('content-type', found.contentType);
    if (found.size !== undefined) reply.header('content-length', found.size);
    return reply.send(found.body);
  };
  // Public images: answered as files (or 304 when the ETag matches), errors as JSON.
  const image = (description: string) => ({ schema: { security: [], response: { 200: fileBody(IMAGE_CONTENT_TYPES, description), 304: noContent.describe('Not modified: the copy the client holds (If-None-Match) is current.') } } });
  app.get<{ Params: Params; Querystring: Record<string, unknown> }>('/storage/v1/object/public/:bucket/*', image('The stored image.'), serve('object'));
  app.get<{ Params: Params; Querystring: Record<string, unknown> }>(
    '/storage/v1/render/image/public/:bucket/*',
    image('Its thumbnail (WebP), or with ?width=&format= one of its responsive copies.'),
    serve('thumb'),
  );
}

/** Removes an object and its thumbnail. */
export async function removeObject(storage: StorageBackend, bucket: Bucket, path: string) {
  await storage.remove(objectKey(bucket, path));
  await storage.remove(thumbKey(bucket, path));
  await removeVariants(storage, bucket, path);
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * `?width=&format=` on the render endpoint picks one of the stored copies; only the bucket's own
 * widths exist (nothing is resized on request, so no request can make the server work).
 */
function variantOf(bucket: Bucket, query: Record<string, unknown>): { width: number; format: VariantFormat } | null {
  if (query.width === undefined && query.format === undefined) return null;
  const { widths } = IMAGE_VARIANTS[bucket];
  const width = Number(query.width);
  if (!widths.includes(width)) throw ApiError.say(400, 'invalid_width', 'api.storage.widths', { bucket, widths: widths.join(', ') });
  const format = query.format as VariantFormat;
  if (!VARIANT_FORMATS.includes(format)) throw ApiError.say(400, 'invalid_format', 'api.storage.formats', { formats: VARIANT_FORMATS.join(' and ') });
  return { width, format };
}

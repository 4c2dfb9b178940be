import sharp, { type Sharp } from 'sharp';
import type { Bucket } from '../../contracts/storage';
import { ApiError } from '../errors';
import type { MessageId } from '../../contracts/i18n/messages';

export type ImageKind = 'png' | 'jpeg' | 'webp' | 'gif';

/** The type the bytes say, whatever the file name or declared content type claim. */
export function detectImageType(buf: Buffer): ImageKind | null {
  if (buf.length >= 8 && buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return 'jpeg';
  if (buf.length >= 12 && buf.toString('ascii', 0, 4) === 'RIFF' && buf.toString('ascii', 8, 12) === 'WEBP') return 'webp';
  if (buf.length >= 6 && (buf.toString('ascii', 0, 6) === 'GIF87a' || buf.toString('ascii', 0, 6) === 'GIF89a')) return 'gif';
  return null;
}

type Rule = {
  /** Types accepted as they are. */
  keep: ImageKind[];
  /** Other decodable images are converted to this (docs/product.md §5: logos → png); null refuses them. */
  convertTo: 'png' | null;
  max: number;
  /** Cropped to this width:height (centred on the most interesting part) instead of kept whole. */
  aspect?: [number, number];
  thumb: { width: number; height: number; fit: 'cover' | 'inside' };
  refusal: MessageId;
};

const RULES: Record<Bucket, Rule> = {
  avatars: { keep: ['png', 'jpeg', 'webp'], convertTo: null, max: 1024, thumb: { width: 160, height: 160, fit: 'cover' }, refusal: 'api.storage.imageTypes' },
  'venue-images': { keep: ['png', 'jpeg', 'webp'], convertTo: null, max: 2000, thumb: { width: 720, height: 480, fit: 'cover' }, refusal: 'api.storage.imageTypes' },
  // docs/product.md §5: logo upload accepts png or jpeg; anything else is saved as png.
  // Meetup covers are shown in 16:9 frames on cards and the meetup page: cropped so once, here.
  'meetup-images': { keep: ['png', 'jpeg', 'webp'], convertTo: null, max: 1600, aspect: [16, 9], thumb: { width: 640, height: 360, fit: 'cover' }, refusal: 'api.storage.imageTypes' },
  partners: { keep: ['png', 'jpeg'], convertTo: 'png', max: 800, thumb: { width: 200, height: 200, fit: 'inside' }, refusal: 'api.storage.logoTypes' },
};

export const EXTENSIONS: Record<'png' | 'jpeg' | 'webp', string> = { png: 'png', jpeg: 'jpg', webp: 'webp' };
const CONTENT_TYPE: Record<'png' | 'jpeg' | 'webp', string> = { png: 'image/png', jpeg: 'image/jpeg', webp: 'image/webp' };

export type ProcessedImage = {
  body: Buffer;
  ext: string;
  contentType: string;
  width: number;
  height: number;
  thumb: Buffer;
};

const unsupported = (message: MessageId) => ApiError.say(415, 'unsupported_media_type', message);

/**
 * Decides the type from the bytes, re-encodes the image (which drops EXIF, GPS and other
 * metadata), turns it upright, shrinks large images and makes the thumbnail served in lists.
 */
export async function processImage(bucket: Bucket, input: Buffer): Promise<ProcessedImage> {
  const rule = RULES[bucket];
  const detected = detectImageType(input);
  if (!detected) throw unsupported(rule.refusal);
  const output = rule.keep.includes(detected) ? (detected as 'png' | 'jpeg' | 'webp') : rule.convertTo;
  if (!output) throw unsupported(rule.refusal);
  try {
    // limitInputPixels guards against decompression bombs; only the first frame of animations.
    const base = () => sharp(input, { limitInputPixels: 40_000_000, failOn: 'error' }).rotate();
    let pipeline = rule.aspect ? await cropTo(base, rule.aspect, rule.max) : base().resize({ width: rule.max, height: rule.max, fit: 'inside', withoutEnlargement: true });
    pipeline =
      output === 'png' ? pipeline.png({ compressionLevel: 8 }) : output === 'jpeg' ? pipeline.jpeg({ quality: 85, mozjpeg: true }) : pipeline.webp({ quality: 82 });
    const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
    const thumb = await base()
      .resize({ width: rule.thumb.width, height: rule.thumb.height, fit: rule.thumb.fit, withoutEnlargement: rule.thumb.fit === 'inside' })
      .webp({ quality: 78 })
      .toBuffer();
    return { body: data, ext: EXTENSIONS[output], contentType: CONTENT_TYPE[output], width: info.width, height: info.height, thumb };
  } catch (err) {
    if (err instanceof ApiError) throw err;
    throw unsupported('api.storage.unreadableImage');
  }
}

/** The largest w:h crop of the image (at most `max` wide), centred by sharp's attention strategy. */
async function cropTo(base: () => Sharp, [w, h]: [number, number], max: number): Promise<Sharp> {
  const { width, height } = (await base().metadata()).autoOrient; // as shown, after EXIF rotation
  const cropW = Math.min(width, Math.floor((height * w) / h), max);
  const cropH = Math.round((cropW * h) / w);
  if (cropW < 1 || cropH < 1) throw unsupported('api.storage.imageTooSmall');
  return base().resize({ width: cropW, height: cropH, fit: 'cover', position: sharp.strategy.attention });
}

import type { Bucket } from '../../contracts/storage';
import { ApiError } from '../errors';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

// docs/product.md §10 Storage paths. The owner's id is part of every path: only they write there.
const PATTERNS: Record<Bucket, RegExp> = {
  avatars: new RegExp(`^(${UUID})/(${UUID})-(\\d{10,16})\\.([a-z0-9]{1,5})$`),
  partners: new RegExp(`^logos/(${UUID})/(\\d{10,16})\\.([a-z0-9]{1,5})$`),
  'venue-images': new RegExp(`^(${UUID})/([A-Za-z0-9_-]{1,80})\\.([a-z0-9]{1,5})$`),
  'meetup-images': new RegExp(`^(${UUID})/([A-Za-z0-9_-]{1,80})\\.([a-z0-9]{1,5})$`),
};

export const PATH_HINTS: Record<Bucket, string> = {
  avatars: '{userId}/{userId}-{timestamp}.{ext}',
  partners: 'logos/{userId}/{timestamp}.{ext}',
  'venue-images': '{userId}/{name}.{ext}',
  'meetup-images': '{userId}/{name}.{ext}',
};

/** The folder of one member's uploads in a bucket (the part of PATTERNS before the file name). */
export const memberFolder = (bucket: Bucket, userId: string) => (bucket === 'partners' ? `logos/${userId}` : userId);

/** The user whose folder a path is in, or null when the path does not fit its bucket. */
export function ownerOfPath(bucket: Bucket, path: string): string | null {
  const m = PATTERNS[bucket].exec(path);
  if (!m) return null;
  if (bucket === 'avatars' && m[1] !== m[2]) return null;
  return m[1];
}

/** Checks a path for writing by this user and returns its owner's id. */
export function checkWritablePath(bucket: Bucket, path: string, userId: string, isAdmin = false): string {
  const owner = ownerOfPath(bucket, path);
  if (!owner) throw ApiError.say(400, 'invalid_path', 'api.storage.pathShape', { bucket, hint: PATH_HINTS[bucket] });
  if (owner !== userId && !isAdmin) throw ApiError.say(403, 'forbidden', 'api.storage.ownFolderOnly');
  return owner;
}

/** The stored path: same name, with the extension of the type the bytes turned out to be. */
export function withExtension(path: string, ext: string): string {
  return path.replace(/\.[a-z0-9]{1,5}$/, `.${ext}`);
}

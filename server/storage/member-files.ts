import { BUCKETS } from '../../contracts/storage';
import { foldersOf, type StorageBackend } from './backend';
import { memberFolder } from './paths';

/**
 * Deletes every file a member uploaded — avatar, venue and meetup pictures, partner logo — with
 * their thumbnails and responsive copies (account deletion, docs/decisions/0039). Every upload
 * path holds its owner's id (server/storage/paths.ts), so a member's files are exactly these
 * folders; on S3 each folder is listed and deleted page by page. Safe to run again.
 */
export async function removeMemberFiles(storage: StorageBackend, userId: string): Promise<void> {
  for (const bucket of BUCKETS) {
    for (const prefix of foldersOf(bucket, memberFolder(bucket, userId))) await storage.removeFolder(prefix);
  }
}

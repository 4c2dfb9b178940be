import { z } from 'zod';
import { BUCKETS } from './storage';

// The storage API's answers (server/storage/routes.ts response schemas). A file of its own, so
// the web code that imports contracts/storage.ts does not load zod for them.

/** What an upload answers. */
export const uploadResultDto = z
  .object({
    Key: z.string().describe('bucket/path, as Supabase Storage answers it.'),
    bucket: z.enum(BUCKETS),
    path: z.string(),
    publicUrl: z.string().describe('The image, with ?v={content version}: cached for a year.'),
    thumbnailUrl: z.string(),
    contentType: z.string(),
    size: z.number().int(),
    width: z.number().int(),
    height: z.number().int(),
  })
  .meta({ id: 'UploadResult' });
export type UploadResultDto = z.infer<typeof uploadResultDto>;

/** What DELETE /storage/v1/object/{bucket}/{path} answers (Supabase Storage's words). */
export const deletedObjectDto = z.object({ message: z.literal('Successfully deleted') });

/** The content types the storage serves: the stored images and their responsive copies. */
export const IMAGE_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;

import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isStorageUrl, parseStorageUrl } from '../../contracts/storage';
import type { AppDeps } from '../deps';
import { profiles } from '../db/schema/index';
import { ApiError, notFound } from '../errors';
import { requireActor } from '../plugins/actor';
import { publishChange } from '../realtime/publish';
import { storageFor } from './backend';
import { ownerOfPath } from './paths';
import { removeObject } from './routes';

/**
 * PUT /api/profile/avatar {avatar}: points the profile at an image the user uploaded to
 * avatars/{userId}/…, or clears it with null; the previous avatar file is removed.
 */
export async function avatarRoutes(app: FastifyInstance, opts: AppDeps) {
  const { db, config } = opts;
  const storage = storageFor(config);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const body = z.object({
    avatar: z
      .string()
      .refine((u) => isStorageUrl(u, 'avatars'), { error: 'Upload the picture to avatars first.' })
      .nullable(),
  });

  r.put('/profile/avatar', { schema: { body } }, async (req) => {
    const actor = requireActor(req);
    const next = req.body.avatar;
    if (next) {
      const parsed = parseStorageUrl(next)!;
      if (ownerOfPath('avatars', parsed.path) !== actor.userId) throw new ApiError(403, 'forbidden', 'You can only use a picture from your own folder.');
    }
    const [before] = await db.select({ avatar: profiles.avatar }).from(profiles).where(eq(profiles.id, actor.userId));
    if (!before) throw notFound('Profile not found.');
    await db.transaction(async (tx) => {
      await tx.update(profiles).set({ avatar: next, updatedAt: new Date() }).where(eq(profiles.id, actor.userId));
      await publishChange(tx, { table: 'profiles', type: 'UPDATE', id: actor.userId, audience: { userIds: [actor.userId] }, record: { id: actor.userId, avatar: next } });
    });
    const old = before.avatar ? parseStorageUrl(before.avatar) : null;
    if (old && old.bucket === 'avatars' && before.avatar !== next && ownerOfPath('avatars', old.path) === actor.userId) {
      await removeObject(storage, 'avatars', old.path).catch((err) => req.log.warn({ err }, 'could not remove old avatar'));
    }
    return { avatar: next };
  });
}

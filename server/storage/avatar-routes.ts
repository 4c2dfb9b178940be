import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isStorageUrl, parseStorageUrl, sameStoredObject } from '../../contracts/storage';
import type { AppDeps } from '../deps';
import { ApiError } from '../errors';
import { requireActor } from '../plugins/actor';
import { setOwnAvatar } from '../profiles/commands';
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

  r.put('/profile/avatar', { config: { allowUnconfirmed: 'the caller’s own profile picture' }, schema: { body, response: { 200: z.object({ avatar: z.string().nullable() }) } } }, async (req) => {
    const actor = requireActor(req);
    const next = req.body.avatar;
    if (next) {
      const parsed = parseStorageUrl(next)!;
      if (ownerOfPath('avatars', parsed.path) !== actor.userId) throw ApiError.say(403, 'forbidden', 'api.storage.ownPictureOnly');
    }
    const before = await setOwnAvatar(db, actor.userId, next);
    const old = before.previous ? parseStorageUrl(before.previous) : null;
    if (old && old.bucket === 'avatars' && !sameStoredObject(before.previous, next) && ownerOfPath('avatars', old.path) === actor.userId) {
      await removeObject(storage, 'avatars', old.path).catch((err) => req.log.warn({ err }, 'could not remove old avatar'));
    }
    return { avatar: next };
  });
}

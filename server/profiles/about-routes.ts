import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../deps';
import { profiles } from '../db/schema/index';
import { notFound } from '../errors';
import { requireActor } from '../plugins/actor';
import { publishChange } from '../realtime/publish';

// The /profile page's own fields beyond Settings: interests and country (docs/product.md §3 profile).
// (Written with the venues/profile-page work; name and preferences stay on PATCH /api/profile.)
const aboutBody = z.strictObject({
  interests: z
    .array(z.string().trim().min(1).max(40, { error: 'Each interest must be at most 40 characters.' }))
    .max(20, { error: 'Add at most 20 interests.' })
    .transform((list) => [...new Set(list)])
    .optional(),
  country: z.string().trim().max(80, { error: 'Country must be at most 80 characters.' }).nullable().optional(),
});

export async function profileAboutRoutes(app: FastifyInstance, opts: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.put('/profile/about', { schema: { body: aboutBody } }, async (req) => {
    const actor = requireActor(req);
    const { interests, country } = req.body;
    const [row] = await opts.db.transaction(async (tx) => {
      const rows = await tx
        .update(profiles)
        .set({ ...(interests !== undefined && { interests }), ...(country !== undefined && { country: country || null }), updatedAt: new Date() })
        .where(eq(profiles.id, actor.userId))
        .returning({ interests: profiles.interests, country: profiles.country });
      if (rows[0]) await publishChange(tx, { table: 'profiles', type: 'UPDATE', id: actor.userId, audience: { userIds: [actor.userId] }, record: { id: actor.userId, ...rows[0] } });
      return rows;
    });
    if (!row) throw notFound('Profile not found.');
    return row;
  });
}

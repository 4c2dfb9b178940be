import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps';
import { profiles } from '../db/schema/index';
import { notFound } from '../errors';
import { requireActor } from '../plugins/actor';
import { presentProfile } from './presenter';

export async function profileRoutes(app: FastifyInstance, opts: AppDeps) {
  const { db } = opts;

  // The signed-in user's own profile (spec §3 fields) plus the admin flag of spec §6.
  app.get('/profile', async (req) => {
    const actor = requireActor(req);
    const [row] = await db.select().from(profiles).where(eq(profiles.id, actor.userId));
    if (!row) throw notFound('Profile not found.');
    return presentProfile(row, { isAdmin: actor.isAdmin });
  });
}

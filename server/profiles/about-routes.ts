import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { profileAboutDto } from '../../contracts/profile';
import { HEADLINE_MAX, INTERESTS_MAX, INTEREST_MAX } from '../../contracts/community';
import type { AppDeps } from '../deps';
import { requireActor } from '../plugins/actor';
import { setOwnAbout } from './commands';

// The /profile page's own fields beyond Settings: interests, country and headline (docs/product.md §3 profile).
// (Written with the venues/profile-page work; name and preferences stay on PATCH /api/profile.)
const aboutBody = z.strictObject({
  interests: z
    .array(z.string().trim().min(1).max(INTEREST_MAX, { error: `Each interest must be at most ${INTEREST_MAX} characters.` }))
    .max(INTERESTS_MAX, { error: `Add at most ${INTERESTS_MAX} interests.` })
    .transform((list) => [...new Set(list)])
    .optional(),
  country: z.string().trim().max(80, { error: 'Country must be at most 80 characters.' }).nullable().optional(),
  // The line under the name on the member profile (issue 16).
  headline: z.string().trim().max(HEADLINE_MAX, { error: `Headline must be at most ${HEADLINE_MAX} characters.` }).nullable().optional(),
});

export async function profileAboutRoutes(app: FastifyInstance, opts: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.put('/profile/about', { config: { allowUnconfirmed: 'the caller’s own profile' }, schema: { body: aboutBody, response: { 200: profileAboutDto } } }, async (req) => {
    const actor = requireActor(req);
    const row = await setOwnAbout(opts.db, actor.userId, req.body);
    return row;
  });
}

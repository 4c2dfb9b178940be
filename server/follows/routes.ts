import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { followerListDto, followingListDto, followParams, followStateDto, organiserPageDto } from '../../contracts/follows';
import type { AppDeps } from '../deps';
import { notFound } from '../errors';
import { profileHidden } from '../profiles/member-profile';
import { requireActor, type Actor } from '../plugins/actor';
import { follow, unfollow } from './commands';
import { organiserPage } from './organiser-page';
import { listFollowers, listFollowing, readFollowState } from './queries';
import { unnamedMember } from '../i18n/unnamed';

/** A suspended account reads public answers as a visitor would. */
const reader = (actor: Actor | null) => (actor && !actor.isSuspended ? actor : null);

/**
 * Follows (issue 26, server/follows/*): the count and the viewer's state (public), follow (PUT)
 * and unfollow (DELETE), the owner's follower list, the member's own "Following" list, and an
 * organiser's public page. Follow and unfollow reach someone: the confirmed-reach plugin refuses
 * them to unconfirmed accounts (their config does not say allowUnconfirmed).
 */
export async function followRoutes(app: FastifyInstance, opts: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = opts;

  r.get('/follows', { schema: { response: { 200: followingListDto } } }, async (req) => listFollowing(db, requireActor(req), unnamedMember(req)));

  r.get('/follows/:kind/:id', { schema: { security: [], params: followParams, response: { 200: followStateDto } } }, async (req, reply) => {
    reply.header('cache-control', 'no-cache');
    return readFollowState(db, reader(req.actor), req.params.kind, req.params.id);
  });

  r.put('/follows/:kind/:id', { schema: { params: followParams, response: { 200: followStateDto } } }, async (req) => follow(db, requireActor(req), req.params.kind, req.params.id));

  r.delete('/follows/:kind/:id', { schema: { params: followParams, response: { 200: followStateDto } } }, async (req) =>
    unfollow(db, requireActor(req), req.params.kind, req.params.id),
  );

  r.get('/follows/:kind/:id/followers', { schema: { params: followParams, response: { 200: followerListDto } } }, async (req) =>
    listFollowers(db, requireActor(req), req.params.kind, req.params.id),
  );

  r.get(
    '/public/organisers/:id',
    { schema: { security: [], params: z.object({ id: z.uuid({ error: 'api.follows.organiserNotFound' }) }), response: { 200: organiserPageDto } } },
    async (req, reply) => {
      const page = await organiserPage(db, reader(req.actor), req.params.id, unnamedMember(req));
      if (!page) throw notFound('api.follows.organiserNotFound');
      if (page === 'hidden') throw profileHidden();
      reply.header('cache-control', 'no-cache');
      return page;
    },
  );
}

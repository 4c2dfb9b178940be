import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { commentBody, commentListSchema, commentSchema } from '../../contracts/community';
import type { AppDeps } from '../deps';
import { noContent } from '../http/responses';
import { unnamedMember } from '../i18n/unnamed';
import { requireActor } from '../plugins/actor';
import { deleteComment, listComments, postComment } from './comments';

const meetupParams = z.object({ id: z.uuid({ error: 'api.meetups.notFound' }) });
const commentParams = meetupParams.extend({ commentId: z.uuid({ error: 'api.meetups.commentNotFound' }) });

/** A meetup's discussion (issue 16): read, post, delete (server/meetups/comments.ts has the rules). */
export async function commentRoutes(app: FastifyInstance, opts: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = opts;

  r.get('/meetups/:id/comments', { schema: { params: meetupParams, response: { 200: commentListSchema } } }, async (req) =>
    listComments(db, requireActor(req), req.params.id, unnamedMember(req)),
  );

  r.post('/meetups/:id/comments', { schema: { params: meetupParams, body: commentBody, response: { 201: commentSchema } } }, async (req, reply) => {
    const comment = await postComment(db, requireActor(req), req.params.id, req.body.body, unnamedMember(req));
    return reply.status(201).send(comment);
  });

  r.delete('/meetups/:id/comments/:commentId', { schema: { params: commentParams, response: { 204: noContent } } }, async (req, reply) => {
    await deleteComment(db, requireActor(req), req.params.id, req.params.commentId);
    return reply.status(204).send(null);
  });
}

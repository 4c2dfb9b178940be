import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { conversationPageSchema, conversationQuery, conversationSchema, inboxQuery, inboxSchema, messageBody, messagingSchema, readBody, sentSchema, unreadSchema } from '../../contracts/messages';
import type { AppDeps } from '../deps';
import { noContent } from '../http/responses';
import { unnamedMember } from '../i18n/unnamed';
import { requireActor } from '../plugins/actor';
import { acceptRequest, ignoreRequest, markRead, messagingWith, unread } from './commands';
import { conversationPage, listConversations } from './queries';
import { sendInConversation, sendToMember } from './send';

const conversationParams = z.object({ id: z.uuid({ error: 'api.messages.conversationNotFound' }) });
const memberParams = z.object({ memberId: z.uuid({ error: 'api.members.notFound' }) });

/**
 * Messages (issue 26, docs/decisions/0045): the inbox, one conversation, sending, "seen",
 * message requests (accept / ignore) and the badge. Every write reaches another member, so
 * none is let through for an unconfirmed address (server/plugins/confirmed-reach.ts).
 */
export async function messageRoutes(app: FastifyInstance, opts: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, config } = opts;

  r.get('/messages/unread', { schema: { response: { 200: unreadSchema } } }, async (req) => unread(db, requireActor(req)));

  r.get('/messages/conversations', { schema: { querystring: inboxQuery, response: { 200: inboxSchema } } }, async (req) =>
    listConversations(db, requireActor(req).userId, unnamedMember(req), req.query),
  );

  r.get('/messages/conversations/:id', { schema: { params: conversationParams, querystring: conversationQuery, response: { 200: conversationPageSchema } } }, async (req) =>
    conversationPage(db, requireActor(req).userId, unnamedMember(req), req.params.id, req.query),
  );

  r.post('/messages/conversations/:id/messages', { schema: { params: conversationParams, body: messageBody, response: { 201: sentSchema } } }, async (req, reply) => {
    const sent = await sendInConversation(db, config, requireActor(req), req.params.id, req.body.body);
    return reply.status(201).send(sent);
  });

  r.post('/messages/conversations/:id/read', { schema: { params: conversationParams, body: readBody, response: { 204: noContent } } }, async (req, reply) => {
    await markRead(db, requireActor(req), req.params.id, req.body.message_id);
    return reply.status(204).send(null);
  });

  r.post('/messages/conversations/:id/accept', { schema: { params: conversationParams, response: { 200: conversationSchema } } }, async (req) =>
    acceptRequest(db, requireActor(req), unnamedMember(req), req.params.id),
  );

  r.post('/messages/conversations/:id/ignore', { schema: { params: conversationParams, response: { 204: noContent } } }, async (req, reply) => {
    await ignoreRequest(db, requireActor(req), req.params.id);
    return reply.status(204).send(null);
  });

  r.get('/messages/with/:memberId', { schema: { params: memberParams, response: { 200: messagingSchema } } }, async (req) =>
    messagingWith(db, requireActor(req), req.params.memberId),
  );

  r.post('/messages/with/:memberId', { schema: { params: memberParams, body: messageBody, response: { 201: sentSchema } } }, async (req, reply) => {
    const sent = await sendToMember(db, config, requireActor(req), req.params.memberId, req.body.body);
    return reply.status(201).send(sent);
  });
}

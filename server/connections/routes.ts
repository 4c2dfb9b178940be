import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CONNECTIONS_PAGE_MAX,
  connectBody,
  connectionPageSchema,
  connectionRequestsSchema,
  connectionStatusSchema,
  memberConnectionsSchema,
} from '../../contracts/connections';
import type { AppDeps } from '../deps';
import { emailContext } from '../email/context';
import { noContent } from '../http/responses';
import { createLimiter } from '../limits/limiter';
import { requireActor } from '../plugins/actor';
import { acceptRequest, declineRequest, removeConnection, requestConnection, withdrawRequest, type ConnectionDeps } from './commands';
import { connectionStatus, listConnections, listRequests, memberConnections } from './queries';

const memberParams = z.object({ memberId: z.uuid({ error: 'api.members.notFound' }) });
const profileParams = z.object({ id: z.uuid({ error: 'api.members.notFound' }) });
const requestParams = z.object({ requestId: z.uuid({ error: 'api.connections.requestGone' }) });
const pageQuery = z.strictObject({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number({ error: 'limit must be a number.' }).int().min(1).max(CONNECTIONS_PAGE_MAX, { error: `limit is at most ${CONNECTIONS_PAGE_MAX}.` }).default(20),
});

/**
 * Connections between members (issue 26, docs/decisions/0044): the routes only parse, call and
 * answer; the rules are in commands.ts and queries.ts. Every non-GET here reaches another member
 * or changes what they see, so the confirmed-reach check applies to all of them.
 */
export async function connectionRoutes(app: FastifyInstance, opts: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, config } = opts;
  const deps: ConnectionDeps = {
    db,
    ctx: emailContext(config),
    perDay: createLimiter(db, {
      name: 'connection-requests-day',
      points: config.connections.requestsPerDay,
      durationS: 86_400,
      message: 'api.limits.connectionRequestsDay',
      messageValues: { count: config.connections.requestsPerDay },
    }),
    pendingMax: config.connections.pendingMax,
  };

  r.get('/connections', { schema: { querystring: pageQuery, response: { 200: connectionPageSchema } } }, async (req) =>
    listConnections(db, requireActor(req), req.query),
  );

  r.get('/connections/requests', { schema: { response: { 200: connectionRequestsSchema } } }, async (req) => listRequests(db, requireActor(req)));

  r.get('/connections/with/:memberId', { schema: { params: memberParams, response: { 200: connectionStatusSchema } } }, async (req) =>
    connectionStatus(db, requireActor(req), req.params.memberId),
  );

  // Connect: sends a request, or accepts theirs if they asked first. 201 when something changed.
  r.post('/connections/with/:memberId', { schema: { params: memberParams, body: connectBody, response: { 200: connectionStatusSchema, 201: connectionStatusSchema } } }, async (req, reply) => {
    const { status, created } = await requestConnection(deps, requireActor(req), req.params.memberId, req.body.note);
    return reply.status(created ? 201 : 200).send(status);
  });

  r.delete('/connections/with/:memberId', { schema: { params: memberParams, response: { 204: noContent } } }, async (req, reply) => {
    await removeConnection(db, requireActor(req), req.params.memberId);
    return reply.status(204).send(null);
  });

  r.post('/connections/requests/:requestId/accept', { schema: { params: requestParams, response: { 200: connectionStatusSchema } } }, async (req) =>
    acceptRequest(deps, requireActor(req), req.params.requestId),
  );

  r.post('/connections/requests/:requestId/decline', { schema: { params: requestParams, response: { 204: noContent } } }, async (req, reply) => {
    await declineRequest(db, requireActor(req), req.params.requestId);
    return reply.status(204).send(null);
  });

  // Withdraw: only the request's sender.
  r.delete('/connections/requests/:requestId', { schema: { params: requestParams, response: { 204: noContent } } }, async (req, reply) => {
    await withdrawRequest(db, requireActor(req), req.params.requestId);
    return reply.status(204).send(null);
  });

  r.get('/members/:id/connections', { schema: { params: profileParams, response: { 200: memberConnectionsSchema } } }, async (req) =>
    memberConnections(db, requireActor(req), req.params.id),
  );
}

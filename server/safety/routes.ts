import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { blockedListSchema, moderationQueueSchema, reportBody, reportReceipt, resolveReportBody, resolveReportResult } from '../../contracts/safety';
import type { AppDeps } from '../deps';
import { noContent } from '../http/responses';
import { publicOrigin } from '../origin';
import { requireActor, requireAdmin } from '../plugins/actor';
import { blockedList, blockMember, unblockMember } from './block-commands';
import { createReport, moderationQueue, resolveReport } from './reports';
import { unnamedMember } from '../i18n/unnamed';

const memberParams = z.object({ id: z.uuid({ error: 'api.members.notFound' }) });
const reportParams = z.object({ id: z.uuid({ error: 'api.safety.reportNotFound' }) });

/** Blocking, reporting and the admin moderation queue (issue 26; server/safety/ has the rules). */
export async function safetyRoutes(app: FastifyInstance, opts: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = opts;

  r.get('/blocks', { schema: { response: { 200: blockedListSchema } } }, async (req) => blockedList(db, requireActor(req).userId, unnamedMember(req)));

  r.post('/members/:id/block', { schema: { params: memberParams, response: { 204: noContent } } }, async (req, reply) => {
    await blockMember(db, requireActor(req).userId, req.params.id);
    return reply.status(204).send(null);
  });

  r.delete('/members/:id/block', { schema: { params: memberParams, response: { 204: noContent } } }, async (req, reply) => {
    await unblockMember(db, requireActor(req).userId, req.params.id);
    return reply.status(204).send(null);
  });

  r.post('/reports', { schema: { body: reportBody, response: { 201: reportReceipt } } }, async (req, reply) => {
    const b = req.body;
    const receipt = await createReport(db, requireActor(req).userId, { memberId: b.member_id, messageId: b.message_id, reason: b.reason, note: b.note, block: b.block });
    return reply.status(201).send(receipt);
  });

  r.get('/admin/reports', { schema: { response: { 200: moderationQueueSchema } } }, async (req) => {
    requireAdmin(req);
    return moderationQueue(db, unnamedMember(req));
  });

  r.post(
    '/admin/reports/:id/resolve',
    // Admin-only is settled from the headers, before the body is read (decision 0036).
    { schema: { params: reportParams, body: resolveReportBody, response: { 200: resolveReportResult } }, onRequest: async (req) => void requireAdmin(req) },
    async (req) => resolveReport(db, requireAdmin(req).userId, req.params.id, req.body.action, { appName: opts.config.appName, origin: publicOrigin(opts.config) }),
  );
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isUuid } from '../../contracts/ids';
import { notificationDto, notificationListDto, type NotificationListDto } from '../../contracts/notifications';
import { noContent } from '../http/responses';
import type { AppDeps } from '../deps';
import { ApiError } from '../errors';
import { requireActor } from '../plugins/actor';
import { clearAll, listNotifications, markAllRead, markRead, removeOne, unreadCount } from './commands';
import { presentNotification } from './presenter';

const idParams = z.object({ id: z.string().max(100) });
// A malformed id cannot name one of your notifications: same answer as someone else's id.
const notYours = () => ApiError.say(404, 'not_found', 'email.notifications.notFound');

/** The signed-in user's notification centre (docs/product.md §2 Notification panel, §10 notifications). */
export async function notificationRoutes(app: FastifyInstance, opts: AppDeps) {
  const { db } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/notifications', { schema: { response: { 200: notificationListDto } } }, async (req): Promise<NotificationListDto> => {
    const actor = requireActor(req);
    const [rows, unread] = await Promise.all([listNotifications(db, actor.userId), unreadCount(db, actor.userId)]);
    return { notifications: rows.map(presentNotification), unread_count: unread.count, unread_capped: unread.capped };
  });

  r.post('/notifications/read-all', { config: { allowUnconfirmed: 'the caller’s own notifications' }, schema: { response: { 200: z.object({ updated: z.number() }) } } }, async (req) => {
    const actor = requireActor(req);
    return { updated: await markAllRead(db, actor.userId) };
  });

  r.post('/notifications/:id/read', { config: { allowUnconfirmed: 'the caller’s own notifications' }, schema: { params: idParams, response: { 200: notificationDto } } }, async (req) => {
    const actor = requireActor(req);
    if (!isUuid(req.params.id)) throw notYours();
    const row = await markRead(db, actor.userId, req.params.id);
    if (!row) throw notYours();
    return presentNotification(row);
  });

  r.delete('/notifications/:id', { config: { allowUnconfirmed: 'the caller’s own notifications' }, schema: { params: idParams, response: { 204: noContent } } }, async (req, reply) => {
    const actor = requireActor(req);
    if (!isUuid(req.params.id)) throw notYours();
    if (!(await removeOne(db, actor.userId, req.params.id))) throw notYours();
    return reply.status(204).send(null);
  });

  r.delete('/notifications', { config: { allowUnconfirmed: 'the caller’s own notifications' }, schema: { response: { 200: z.object({ deleted: z.number() }) } } }, async (req) => {
    const actor = requireActor(req);
    return { deleted: await clearAll(db, actor.userId) };
  });
}

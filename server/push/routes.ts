import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pushDeviceEnabledDto, pushDevicesDto, pushRenewalBody, pushSubscriptionBody } from '../../contracts/push';
import type { AppDeps } from '../deps';
import { translator } from '../i18n/translate';
import { ApiError, notFound } from '../errors';
import { noContent } from '../http/responses';
import { requireActor } from '../plugins/actor';
import { listDevices, presentDevice, removeDevice, subscribeDevice } from './devices';
import { endpointAllowed } from './endpoint';
import { renewalSecret, renewDevice } from './renewal';
import { vapidKeys } from './vapid';

const idParams = z.object({ id: z.uuid({ error: 'api.push.deviceNotFound' }) });

/** Settings → Notifications → Push: this member's devices (issue 28, decision 0056). */
export async function pushRoutes(app: FastifyInstance, opts: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, config } = opts;
  // Made (or read) now: the first start makes the key pair, not the first member's request.
  await vapidKeys(config);
  const allowedService = (endpoint: string, field: string) => {
    if (!endpointAllowed(endpoint, config.push.serviceOrigins)) {
      throw ApiError.say(400, 'push_service_not_allowed', 'api.push.serviceNotAllowed', undefined, { field });
    }
  };

  r.get('/push/devices', { schema: { response: { 200: pushDevicesDto } } }, async (req) => {
    const actor = requireActor(req);
    const [keys, rows] = await Promise.all([vapidKeys(config), listDevices(db, actor.userId)]);
    return { public_key: keys.publicKey, devices: rows.map((row) => presentDevice(row, translator(req.locale))) };
  });

  r.post(
    '/push/devices',
    // Receiving one's own notifications on one's own device reaches no one else.
    { config: { allowUnconfirmed: 'the caller’s own devices' }, schema: { body: pushSubscriptionBody, response: { 201: pushDeviceEnabledDto } } },
    async (req, reply) => {
      const actor = requireActor(req);
      allowedService(req.body.endpoint, 'endpoint');
      const row = await subscribeDevice(db, actor.userId, req.body, req.headers['user-agent']);
      return reply.status(201).send({ ...presentDevice(row, translator(req.locale)), renewal_secret: renewalSecret(await vapidKeys(config), row) });
    },
  );

  // The service worker's `pushsubscriptionchange` (decision 0061): no member's token, the device's
  // renewal secret instead. Wrong secret and unknown endpoint answer alike.
  r.post('/push/devices/renew', { schema: { body: pushRenewalBody, response: { 200: pushDeviceEnabledDto } } }, async (req) => {
    allowedService(req.body.subscription.endpoint, 'subscription.endpoint');
    const keys = await vapidKeys(config);
    const row = await renewDevice(db, keys, req.body.old_endpoint, req.body.renewal_secret, req.body.subscription);
    if (!row) throw ApiError.say(403, 'push_renewal_refused', 'api.push.renewalRefused');
    return { ...presentDevice(row, translator(req.locale)), renewal_secret: renewalSecret(keys, row) };
  });

  r.delete('/push/devices/:id', { config: { allowUnconfirmed: 'the caller’s own devices' }, schema: { params: idParams, response: { 204: noContent } } }, async (req, reply) => {
    const actor = requireActor(req);
    if (!(await removeDevice(db, actor.userId, req.params.id))) throw notFound('api.push.deviceNotFound');
    return reply.status(204).send(null);
  });
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { profilePatchBody } from '../../contracts/preferences';
import { dataExportDto, deleteAccountBody, profileDto } from '../../contracts/profile';
import { noContent } from '../http/responses';
import type { AppDeps } from '../deps';
import { profiles } from '../db/schema/index';
import { ApiError, badRequest, notFound } from '../errors';
import { requireActor } from '../plugins/actor';
import { presentProfile } from './presenter';
import { loadOwnProfile } from './queries';
import { deleteOwnAccount, type DeleteAccountDeps } from './delete-account';
import { authLimits } from '../auth/rate-limits';
import { publicOrigin } from '../origin';
import { storageFor } from '../storage/backend';
import { exportOwnData } from './export-data';
import { translator } from '../i18n/translate';
import { updateOwnProfile } from './update-profile';

// The password, or a code emailed by GET /auth/v1/reauthenticate (the only way for an account
// without a password, decision 0057).

export async function profileRoutes(app: FastifyInstance, opts: AppDeps) {
  const { db, config } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  // The sign-in limits (same store, same names), so a password asked again counts with sign-in's.
  const limits = authLimits(db, config);
  const deletion: DeleteAccountDeps = { db, limits, storage: storageFor(config), appName: config.appName, origin: publicOrigin(config), log: app.log };

  // The signed-in user's own profile (docs/product.md §3 fields) plus the admin flag of docs/product.md §6.
  r.get('/profile', { schema: { response: { 200: profileDto } } }, async (req) => {
    const actor = requireActor(req);
    return presentProfile(await loadOwnProfile(db, actor.userId), { isAdmin: actor.isAdmin });
  });

  // Own name and email / notification preferences (Settings, docs/product.md §2 and §6).
  r.patch('/profile', { config: { allowUnconfirmed: 'the caller’s own profile' }, schema: { body: profilePatchBody, response: { 200: profileDto } } }, async (req) => {
    const actor = requireActor(req);
    const patch = req.body;
    if (Object.values(patch).every((v) => v === undefined)) {
      throw badRequest('invalid_request', 'api.profiles.sendAField');
    }
    const present = (row: typeof profiles.$inferSelect) => presentProfile(row, { isAdmin: actor.isAdmin });
    const row = await updateOwnProfile(db, actor.userId, patch, present);
    if (!row) throw notFound('api.profiles.notFound');
    return present(row);
  });

  // Download my data: a JSON file of everything held about the user.
  r.get('/profile/export', { schema: { response: { 200: dataExportDto } } }, async (req, reply) => {
    const actor = requireActor(req);
    // Words the export holds (a device's name) in the language of the request, as Settings shows them.
    const data = await exportOwnData(db, actor, translator(req.locale));
    const day = new Date().toISOString().slice(0, 10);
    reply.header('content-disposition', `attachment; filename="civic-connect-data-${day}.json"`);
    reply.header('cache-control', 'no-store');
    return data;
  });

  // Delete my account, after the password is entered again.
  r.delete('/profile', { config: { allowUnconfirmed: 'deletes the caller’s own account' }, schema: { body: deleteAccountBody, response: { 204: noContent } }, preHandler: limits.perIp }, async (req, reply) => {
    const actor = requireActor(req);
    if (!(await deleteOwnAccount(deletion, actor.userId, { password: req.body.password?.trim(), code: req.body.code?.trim() }, req.ip))) {
      throw ApiError.say(400, 'invalid_credentials', 'api.profiles.wrongPassword', undefined, { field: req.body.code ? 'code' : 'password' });
    }
    return reply.status(204).send(null);
  });
}

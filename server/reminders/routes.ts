import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../deps';
import { forbidden, notFound } from '../errors';
import { canEdit, canDecide, canRead } from '../meetups/policy';
import { policyTarget } from '../meetups/presenter';
import { loadMeetup } from '../meetups/queries';
import { requireActor } from '../plugins/actor';
import { scheduleReminder } from './schedule';

/**
 * POST /functions/v1/schedule-reminders { meetupId } (spec §7): schedules the day-before reminder.
 * Idempotent: calling it again for the same start time schedules nothing new.
 */
export async function scheduleRemindersFunction(app: FastifyInstance, opts: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post('/schedule-reminders', { schema: { body: z.object({ meetupId: z.uuid({ error: 'meetupId: not a meetup id.' }) }) } }, async (req) => {
    const actor = requireActor(req);
    const m = await loadMeetup(opts.db, req.body.meetupId, actor.userId);
    if (!m || !canRead(actor, policyTarget(m))) throw notFound('Meetup not found.');
    const target = policyTarget(m);
    if (!canEdit(actor, target) && !canDecide(actor, target)) throw forbidden('Only the organiser can schedule reminders for this meetup.');
    const runAt = await scheduleReminder(opts.db, m);
    return { success: true, scheduled: runAt !== null, run_at: runAt?.toISOString() ?? null };
  });
}

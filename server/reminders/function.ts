import { z } from 'zod';
import { forbidden, notFound } from '../errors';
import { defineFunction } from '../functions/define';
import { canDecide, canEdit, canRead } from '../meetups/policy';
import { policyTarget } from '../meetups/presenter';
import { loadMeetup } from '../meetups/queries';
import { scheduleReminder } from './schedule';

/**
 * POST /functions/v1/schedule-reminders { meetupId } (docs/product.md §10): schedules the day-before reminder
 * as a durable job. Idempotent: calling it again for the same start time schedules nothing new.
 */
export const scheduleRemindersFunction = defineFunction({
  name: 'schedule-reminders',
  access: 'user',
  body: z.object({ meetupId: z.uuid({ error: 'meetupId: not a meetup id.' }) }),
  handler: async ({ body, actor, deps }) => {
    const m = await loadMeetup(deps.db, body.meetupId, actor.userId);
    if (!m || !canRead(actor, policyTarget(m))) throw notFound('Meetup not found.');
    const target = policyTarget(m);
    if (!canEdit(actor, target) && !canDecide(actor, target)) throw forbidden('Only the organiser can schedule reminders for this meetup.');
    const runAt = await scheduleReminder(deps.db, m);
    return { success: true, scheduled: runAt !== null, run_at: runAt?.toISOString() ?? null };
  },
});

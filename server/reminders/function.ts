import { z } from 'zod';
import { ApiError } from '../errors';
import { defineFunction } from '../functions/define';
import { canDecide, canEdit, canRead } from '../meetups/policy';
import { policyTarget } from '../meetups/presenter';
import { loadMeetup } from '../meetups/queries';
import { REMINDER_OUTCOMES, scheduleReminder } from './schedule';

/**
 * POST /functions/v1/schedule-reminders { meetupId } (docs/product.md §10): plans the day-before
 * reminder as a durable job and answers what it actually did (`outcome`, see ReminderPlan);
 * `scheduled` is true only when a reminder is now waiting to be sent. Reminders are also planned
 * by approval itself, so calling this is never needed for one to go out.
 */
export const scheduleRemindersFunction = defineFunction({
  name: 'schedule-reminders',
  access: 'user',
  body: z.object({ meetupId: z.uuid({ error: 'meetupId: not a meetup id.' }) }),
  response: z.object({
    success: z.literal(true),
    scheduled: z.boolean(),
    outcome: z.enum(REMINDER_OUTCOMES),
    run_at: z.string().nullable().describe('When the reminder goes out, while one is waiting.'),
  }),
  handler: async ({ body, actor, deps }) => {
    const m = await loadMeetup(deps.db, body.meetupId, actor);
    if (!m || !canRead(actor, policyTarget(m))) throw ApiError.say(404, 'not_found', 'email.send.meetupNotFound');
    const target = policyTarget(m);
    if (!canEdit(actor, target) && !canDecide(actor, target)) throw ApiError.say(403, 'forbidden', 'email.reminders.organiserOnly');
    const plan = await deps.db.transaction((tx) => scheduleReminder(tx, m));
    const waiting = plan.outcome === 'scheduled' || plan.outcome === 'already_scheduled';
    return { success: true as const, scheduled: waiting, outcome: plan.outcome, run_at: waiting ? (plan.runAt?.toISOString() ?? null) : null };
  },
});

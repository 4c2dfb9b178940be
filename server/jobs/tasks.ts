import type { FastifyBaseLogger } from 'fastify';
import type { Task, TaskList } from 'graphile-worker';
import { BROADCAST_HANDLERS } from '../admin/broadcast-job';
import { DEADLINE_HANDLERS } from '../bookings/deadline-jobs';
import { deliverEmailJob } from '../email/deliver-job';
import { EMAIL_JOB, type EmailJob } from '../email/queue';
import { FOLLOW_HANDLERS } from '../follows/fanout';
import { ANNOUNCEMENT_HANDLERS } from '../meetups/announcements';
import { CANCELLATION_HANDLERS } from '../meetups/cancellation-jobs';
import { UNREAD_EMAIL_JOB, unreadEmailJob } from '../messages/unread-email';
import { REMINDER_HANDLERS } from '../reminders/reminder-jobs';
import { NEW_VENUE_HANDLERS } from '../venues/new-venue-job';
import type { PushJob } from '../push/deliver';
import { runPushJob } from '../push/job';
import { PUSH_TASK } from '../push/queue';
import { runOncePerKey, type JobHandler, type WorkerDeps } from './task';

/** Every task whose effects must happen once per job key (reminders, notices, deadlines, fan-outs). */
const ONCE_HANDLERS: Record<string, JobHandler> = {
  ...REMINDER_HANDLERS,
  ...CANCELLATION_HANDLERS,
  ...DEADLINE_HANDLERS,
  ...BROADCAST_HANDLERS,
  ...NEW_VENUE_HANDLERS,
  ...ANNOUNCEMENT_HANDLERS,
  ...FOLLOW_HANDLERS,
};

/** Only the push task (decision 0056): the app runs it on a runner of its own, many at a time. */
export function pushTaskList(deps: WorkerDeps): TaskList {
  return {
    // A batch of pushes (decision 0061): HTTP requests to push services, which no transaction can
    // take back, so not runOncePerKey; the job key keeps a batch to one job, the queue's lock to one
    // runner, and failed pushes are queued again on their own (runPushJob), never the whole batch.
    [PUSH_TASK]: async (payload, helpers) => {
      if (!deps.push) throw new Error('this worker has no push settings');
      await runPushJob(deps.db, deps.push, payload as PushJob, helpers);
    },
  };
}

/** The queue's task list: what each task identifier runs (`withPush: false` leaves pushes to pushTaskList's runner). */
export function taskList(deps: WorkerDeps, log?: Pick<FastifyBaseLogger, 'warn'>, { withPush = true } = {}): TaskList {
  const list: Record<string, Task> = {
    [EMAIL_JOB]: (payload) => deliverEmailJob({ db: deps.db, transport: deps.emailTransport, log }, payload as EmailJob),
    // Its key comes back every few hours, so it guards itself (a row lock and a time) instead of job_runs.
    [UNREAD_EMAIL_JOB]: (payload) => unreadEmailJob(deps, payload as Parameters<typeof unreadEmailJob>[1]),
    ...(withPush ? pushTaskList(deps) : {}),
  };
  for (const [name, handler] of Object.entries(ONCE_HANDLERS)) {
    list[name] = async (payload, helpers) => {
      const key = helpers.job.key ?? `${name}:${helpers.job.id}`;
      await runOncePerKey(deps.db, key, (tx) => handler(tx, deps, { payload: payload as Record<string, unknown>, key }));
    };
  }
  return list;
}

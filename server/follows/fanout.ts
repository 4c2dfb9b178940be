import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { meetups, profiles, users, venues } from '../db/schema/index';
import { queueTemplateEmail } from '../email/email-user';
import { meetupFactsOf } from '../email/facts-loader';
import { enqueue, QUEUE_SCHEMA } from '../jobs/queue';
import type { JobHandler } from '../jobs/task';
import { insertAndPublishNotifications } from '../notifications/insert-and-publish';
import { meetupTimes } from '../meetups/time';
import { blockedEitherWay } from '../safety/blocks';
import { DEFAULT_LOCALE, LOCALES } from '../../contracts/i18n/locales';
import { translator } from '../i18n/translate';

export const FOLLOW_FANOUT_TASK = 'followed_meetup_fanout';
export const FOLLOW_EMAIL_TASK = 'followed_meetup_email';

const Q = sql.raw(QUEUE_SCHEMA);

/**
 * Called where a meetup becomes approved (a venue's approval, an instant booking), in that
 * transaction: the job exists only if the approval commits and runs after it, on any instance.
 * Keyed by the series for a series, so approving its dates one by one announces it once; a key
 * that already ran (job_runs) announces nothing again (a re-approval after an edit, a retry).
 */
export const queueFollowerFanOut = (tx: Tx, m: { id: string; seriesId: string | null }) =>
  enqueue(tx, FOLLOW_FANOUT_TASK, { meetupId: m.id }, { jobKey: `${FOLLOW_FANOUT_TASK}:${m.seriesId ?? m.id}` });

/** The SQL twin of allowsNotification / allowsEmail for `followed_meetups`: a missing key is on. */
const allows = (column: 'notification_preferences' | 'email_preferences') =>
  sql.raw(`(p.${column} -> 'all') is distinct from 'false'::jsonb and (p.${column} -> 'followed_meetups') is distinct from 'false'::jsonb`);

/**
 * Everyone who hears of meetup `m`: followers of its organiser, of its venue, and of the partner
 * page of the venue's owner — each member once (UNION), never the organiser, never a suspended
 * member, never one on either side of a block with the organiser or the venue's owner.
 */
function recipientsSql(m: { organizerId: string; venueId: string | null }, venueOwnerId: string | null) {
  const owner = venueOwnerId ?? m.organizerId;
  return sql`
    select c.follower_id as id,
           (${allows('notification_preferences')}) as in_app,
           (${allows('email_preferences')}) as by_email
      from (
        select follower_id from follows where organiser_id = ${m.organizerId}
        union
        select follower_id from follows where venue_id = ${m.venueId}
        union
        select f.follower_id from follows f join partner_profiles pp on pp.id = f.partner_id where pp.created_by = ${venueOwnerId}
      ) c
      join users u on u.id = c.follower_id and not u.is_suspended
      join profiles p on p.id = c.follower_id
     where c.follower_id <> ${m.organizerId}
       and not exists (select 1 from blocks b where (b.blocker_id = c.follower_id and b.blocked_id in (${m.organizerId}, ${owner}))
                                                or (b.blocked_id = c.follower_id and b.blocker_id in (${m.organizerId}, ${owner})))`;
}

/**
 * The fan-out (runs once per key, runOncePerKey): set-based whatever the number of followers —
 * one INSERT … SELECT writes every in-app notification and the same statement publishes each
 * to its recipient's live sockets (as notify() would; a record too large for NOTIFY is left out
 * and the client refetches, like the admin broadcast), then one add_jobs queues one email job
 * per follower whose preferences allow it.
 */
const fanOut: JobHandler = async (tx, _deps, job) => {
  const { meetupId } = job.payload as { meetupId: string };
  const [m] = await tx.select().from(meetups).where(eq(meetups.id, meetupId));
  if (!m || m.bookingStatus !== 'approved' || meetupTimes(m).endsAt <= new Date()) return 0;
  const [venue] = m.venueId ? await tx.select({ ownerId: venues.ownerId }).from(venues).where(eq(venues.id, m.venueId)) : [];
  const [organiser] = await tx.select({ name: profiles.name, shown: profiles.showProfile }).from(profiles).where(eq(profiles.id, m.organizerId));
  // Each follower reads it in their own language (issue 29): the words in every language, and
  // the statement picks each recipient's by profiles.locale (en-GB without one).
  const said = LOCALES.map((locale) => {
    const t = translator(locale);
    const host = organiser?.shown && organiser.name ? organiser.name : t('email.aMemberStart');
    return { locale, title: t('email.followedMeetup.subject', { title: m.title }), message: t('email.followedMeetup.preview', { host, title: m.title, venue: m.venueName }) };
  });
  const inTheirLanguage = (field: 'title' | 'message') =>
    sql`case p.locale ${sql.join(said.filter((x) => x.locale !== DEFAULT_LOCALE).map((x) => sql`when ${x.locale} then ${x[field]}`), sql` `)} else ${said.find((x) => x.locale === DEFAULT_LOCALE)![field]} end`;
  await tx.execute(sql`create temporary table follow_recipients on commit drop as ${recipientsSql(m, venue?.ownerId ?? null)}`);
  const sent = await insertAndPublishNotifications(tx, sql`
      select r.id, 'followed_meetup', ${inTheirLanguage('title')}, ${inTheirLanguage('message')}, jsonb_build_object('meetupId', ${m.id}::text, 'url', ${`/m/${m.id}`}::text)
        from follow_recipients r left join profiles p on p.id = r.id where r.in_app`);
  // Unkeyed: this statement runs once per fan-out key (runOncePerKey), so each follower's job is
  // added once; a job rerun after a crash keeps its id, its run key (`task:id`) and so runs once.
  // count(*) so the 100,000 new job rows are not sent back to us.
  await tx.execute(sql`
    select count(*) from ${Q}.add_jobs(array(
      select json_populate_record(null::${Q}.job_spec, json_build_object(
        'identifier', ${FOLLOW_EMAIL_TASK}::text,
        'payload', json_build_object('meetupId', ${m.id}::text, 'userId', r.id),
        'max_attempts', 5))
      from follow_recipients r where r.by_email))`);
  return sent;
};

/** One follower's email, rendered and queued (the `email` job sends and retries it); once per key. */
const sendEmail: JobHandler = async (tx, deps, job) => {
  const { meetupId, userId } = job.payload as { meetupId: string; userId: string };
  const [m] = await tx.select().from(meetups).where(eq(meetups.id, meetupId));
  if (!m || m.bookingStatus !== 'approved') return;
  const [u] = await tx.select({ suspended: users.isSuspended }).from(users).where(eq(users.id, userId));
  if (!u || u.suspended || (await blockedEitherWay(tx, userId, m.organizerId))) return;
  const [organiser] = await tx.select({ name: profiles.name, shown: profiles.showProfile }).from(profiles).where(and(eq(profiles.id, m.organizerId)));
  const host = organiser?.shown && organiser.name ? organiser.name : null;
  // An email to everyone who follows the venue is like a public page: a hidden organiser is not
  // named in its facts either (decision 0040).
  const meetup = { ...meetupFactsOf(m), organizer_name: host ?? '' };
  await queueTemplateEmail(tx, { appName: deps.appName, origin: deps.origin }, { userId, type: 'followed_meetup', data: { meetup, host } });
};

export const FOLLOW_HANDLERS: Record<string, JobHandler> = { [FOLLOW_FANOUT_TASK]: fanOut, [FOLLOW_EMAIL_TASK]: sendEmail };

// Rows the E2E tests set up directly in the E2E server's database (issue 16): a meetup a member
// already attended (only people who were there rate a venue), and approved meetups and series.
import pg from 'pg';
import { e2eDatabaseUrl } from './env';

async function withDb<T>(fn: (db: pg.Client) => Promise<T>): Promise<T> {
  const db = new pg.Client({ connectionString: e2eDatabaseUrl() });
  await db.connect();
  try {
    return await fn(db);
  } finally {
    await db.end();
  }
}

/** The rows of one statement against the E2E server's database (a spec's own setup and checks). */
export const sql = <T extends pg.QueryResultRow = pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<T[]> =>
  withDb(async (db) => (await db.query<T>(text, values)).rows);

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

export const userIdOf = (email: string) => withDb(async (db) => (await db.query<{ id: string }>('select id from users where email = $1', [email])).rows[0].id);

/** An approved meetup at the venue three days ago that `email` organised (so they were there). */
export async function pastMeetupAt(venueId: string, email: string) {
  const userId = await userIdOf(email);
  await withDb((db) =>
    db.query(
      `insert into meetups (title, date, time, venue_id, organizer_id, organizer_name, booking_status, approved_at)
       select 'A past evening', $1::date, '18:00', $2, $3, p.name, 'approved', now() from profiles p where p.id = $3`,
      [day(-3), venueId, userId],
    ),
  );
}

/** An approved upcoming meetup organised by `email`; `count` > 1 makes it a weekly series. Returns the ids in order. */
export async function approvedMeetups(email: string, title: string, opts: { count?: number; firstDay?: number } = {}): Promise<{ ids: string[]; seriesId: string | null }> {
  const userId = await userIdOf(email);
  const count = opts.count ?? 1;
  return withDb(async (db) => {
    const seriesId = count > 1 ? (await db.query<{ id: string }>(`insert into meetup_series (organizer_id, frequency, count) values ($1, 'weekly', $2) returning id`, [userId, count])).rows[0].id : null;
    const ids: string[] = [];
    for (let i = 0; i < count; i++) {
      const { rows } = await db.query<{ id: string }>(
        // Shaped like a meetup the app made (town and country for its card, a cover picture), but
        // with no venue row, so these fixed dates never clash with other tests' bookings. The
        // picture is a seeded venue's, as the cards of the worldwide list expect one to load.
        `insert into meetups (title, description, date, time, organizer_id, organizer_name, booking_status, approved_at, is_recurring, recurring_frequency, series_id, series_index,
                              venue_name, venue_address, venue_place, latitude, longitude, cover_image_url)
         select $1, 'Coffee and short talks on open data.', $2::date, '08:30', $3, p.name, 'approved', now(), $4, $5, $6, $7,
                'The Guildhall', 'Gresham Street, London EC2V 7HH', 'London, United Kingdom', 51.5155, -0.0922,
                (select coalesce(v.cover_image_url, v.images[1]) from venues v where v.name = 'Smithfield Lecture Hall')
         from profiles p where p.id = $3 returning id`,
        [title, day((opts.firstDay ?? 20) + 7 * i), userId, count > 1, count > 1 ? 'weekly' : null, seriesId, seriesId ? i : null],
      );
      ids.push(rows[0].id);
    }
    return { ids, seriesId };
  });
}

/**
 * Forgets the meetup-creation quotas (server/limits/rules.ts: per member per hour and day, per venue
 * per hour) of `email` and of every venue. The whole E2E run shares one database and its demo
 * organiser creates more meetups in an hour than any real member may; a spec that creates
 * several calls this first, so it tests its own feature rather than the run's history.
 */
export async function forgetCreationQuotas(email: string) {
  const userId = await userIdOf(email);
  await withDb((db) => db.query(`delete from rate_limits where key in ($1, $2) or key like 'meetups-venue-hour:%'`, [`meetups-member-hour:${userId}`, `meetups-member-day:${userId}`]));
}

/** Messages (issue 26): confirms two freshly registered members' addresses and connects them. */
export async function confirmAndConnect(emailA: string, emailB: string) {
  const [a, b] = [await userIdOf(emailA), await userIdOf(emailB)];
  await withDb(async (db) => {
    await db.query('update users set email_confirmed_at = now() where id = any($1::uuid[])', [[a, b]]);
    await db.query('insert into connections (user_a_id, user_b_id) values (least($1::uuid, $2::uuid), greatest($1::uuid, $2::uuid)) on conflict do nothing', [a, b]);
  });
  return { a, b };
}

/** Messages written straight into a conversation, `minutesAgo` apart going back (for screenshots of a lived-in conversation). */
export async function seedConversation(emailA: string, emailB: string, lines: Array<{ from: 'a' | 'b'; body: string; minutesAgo: number }>) {
  const [a, b] = [await userIdOf(emailA), await userIdOf(emailB)];
  return withDb(async (db) => {
    const { rows } = await db.query<{ id: string }>(
      `insert into conversations (user_a_id, user_b_id, status) values (least($1::uuid, $2::uuid), greatest($1::uuid, $2::uuid), 'active')
       on conflict (user_a_id, user_b_id) do update set status = 'active' returning id`,
      [a, b],
    );
    const id = rows[0].id;
    await db.query(`insert into conversation_members (conversation_id, user_id, other_user_id) values ($1, $2, $3), ($1, $3, $2) on conflict do nothing`, [id, a, b]);
    for (const l of lines)
      await db.query(`insert into messages (conversation_id, sender_id, body, created_at) values ($1, $2, $3, now() - make_interval(mins => $4))`, [id, l.from === 'a' ? a : b, l.body, l.minutesAgo]);
    await db.query(`update conversations set last_message_at = now() where id = $1`, [id]);
    await db.query(`update conversation_members set last_message_at = now(), last_read_message_id = (select max(id) from messages where conversation_id = $1) where conversation_id = $1`, [id]);
    return id;
  });
}

/**
 * Two freshly registered members, confirmed and made Professional Partners, who both attended a
 * meetup `A` organised that ended three days ago (issue 26's "met at a meetup").
 */
export async function metAtAMeetup(emailA: string, emailB: string, title: string) {
  const [a, b] = [await userIdOf(emailA), await userIdOf(emailB)];
  await withDb(async (db) => {
    await db.query('update users set email_confirmed_at = now() where id = any($1::uuid[])', [[a, b]]);
    await db.query(`update profiles set role = 'professional', subscription_status = 'active', subscription_tier = 'professional' where id = any($1::uuid[])`, [[a, b]]);
    const { rows } = await db.query<{ id: string }>(
      `insert into meetups (title, date, time, organizer_id, organizer_name, booking_status, approved_at, venue_name, venue_address, venue_place, cover_image_url)
       select $1, $2::date, '18:00', $3, p.name, 'approved', now(), 'The Guildhall', 'Gresham Street, London EC2V 7HH', 'London, United Kingdom',
              (select coalesce(v.cover_image_url, v.images[1]) from venues v where v.name = 'Smithfield Lecture Hall')
       from profiles p where p.id = $3 returning id`,
      [title, day(-3), a],
    );
    await db.query('insert into meetup_attendees (meetup_id, user_id) values ($1, $2), ($1, $3)', [rows[0].id, a, b]);
  });
  return { a, b };
}

/** Web Push (issue 28): a freshly registered member made a confirmed Professional Partner (may create meetups). */
export async function confirmedProfessional(email: string) {
  const id = await userIdOf(email);
  await withDb(async (db) => {
    await db.query('update users set email_confirmed_at = now() where id = $1', [id]);
    await db.query(`update profiles set role = 'professional', subscription_status = 'active', subscription_tier = 'professional' where id = $1`, [id]);
  });
  return id;
}
/** `email` is going to the meetup `meetupId` (a place of their own, as joining would give). */
export const attending = (meetupId: string, email: string) =>
  withDb(async (db) => {
    await db.query('insert into meetup_attendees (meetup_id, user_id) values ($1, (select id from users where email = $2)) on conflict do nothing', [meetupId, email]);
  });

// The scale data set (issue 30, docs/decisions/0058): a community the size of a real one, made with
// set-based SQL (generate_series, INSERT … SELECT) so a million meetups take minutes, not hours.
//
// At SCALE=1: 1,000,000 members, 10,000 venues, 1,000,000 meetups, ~10,000,000 attendances,
// 1,000,000 comments, notifications, messages, connections and follows. Every count is
// proportional to `scale` (0.01 → 10,000 meetups, 0.1 → 100,000), so tests and benches make
// smaller copies of the same shape.
//
// Every id is computed from its row number (`sid('m', n)`: an md5 shaped as a version-4 UUID), so
// any table can name a meetup, member or venue by number without a join, and the same number
// gives the same id in every run. Skew comes from a hash of the row number raised to a power:
// a few big cities, popular organisers and busy meetups, with long tails.
//
// Meetups at one venue: venue v holds meetups v, v + V, v + 2V, … one week apart, so approved
// bookings never overlap (the exclusion constraint meetups_venue_occupancy_excl); a series is
// eight consecutive weeks at one venue by one organiser.
import { createHash } from 'node:crypto';
import type pg from 'pg';

export type ScaleSizes = {
  members: number;
  venues: number;
  meetups: number;
  attendancesPerMeetup: number;
  comments: number;
  notifications: number;
  conversations: number;
  messages: number;
  connections: number;
  follows: number;
  ratings: number;
};

export function scaleSizes(scale: number): ScaleSizes {
  const n = (x: number, min = 1) => Math.max(min, Math.round(x * scale));
  return {
    members: n(1_000_000, 200),
    venues: n(10_000, 10),
    meetups: n(1_000_000, 100),
    attendancesPerMeetup: 10,
    comments: n(1_000_000),
    notifications: n(1_000_000),
    conversations: n(100_000),
    messages: n(1_000_000),
    connections: n(1_000_000),
    follows: n(1_000_000),
    ratings: n(100_000),
  };
}

/** The password every scale member has (benches sign in with it). An argon2id hash of it is passed in. */
export const SCALE_PASSWORD = 'scale-data-password';
export const scaleEmail = (n: number) => `member${n}@scale.example`;

// Cities: name, country, latitude, longitude. Earlier ones get far more venues (index = N · u²).
const CITIES: [string, string, number, number][] = [
  ['London', 'United Kingdom', 51.5072, -0.1276],
  ['Manchester', 'United Kingdom', 53.4808, -2.2426],
  ['Birmingham', 'United Kingdom', 52.4862, -1.8904],
  ['Leeds', 'United Kingdom', 53.8008, -1.5491],
  ['Glasgow', 'United Kingdom', 55.8642, -4.2518],
  ['Bristol', 'United Kingdom', 51.4545, -2.5879],
  ['Edinburgh', 'United Kingdom', 55.9533, -3.1883],
  ['Dublin', 'Ireland', 53.3498, -6.2603],
  ['Berlin', 'Germany', 52.52, 13.405],
  ['Paris', 'France', 48.8566, 2.3522],
  ['Amsterdam', 'Netherlands', 52.3676, 4.9041],
  ['New York', 'United States', 40.7128, -74.006],
  ['Toronto', 'Canada', 43.6532, -79.3832],
  ['Cardiff', 'United Kingdom', 51.4816, -3.1791],
  ['Belfast', 'United Kingdom', 54.5973, -5.9301],
  ['Newcastle upon Tyne', 'United Kingdom', 54.9783, -1.6178],
  ['Sheffield', 'United Kingdom', 53.3811, -1.4701],
  ['Nottingham', 'United Kingdom', 52.9548, -1.1581],
  ['Brighton', 'United Kingdom', 50.8225, -0.1372],
  ['York', 'United Kingdom', 53.96, -1.0873],
];
const TOPICS = ['Open Data', 'Civic Tech', 'Climate Action', 'Housing', 'Transport', 'Democracy', 'Digital Inclusion', 'Accessibility', 'Community Energy', 'Local Food', 'Public Health', 'Libraries', 'Youth Voice', 'Planning', 'Volunteering'];
const FORMATS = ['Meetup', 'Workshop', 'Hack Night', 'Breakfast', 'Roundtable', 'Talk', 'Social', 'Clinic'];
const FIRST = ['Amara', 'Ben', 'Chloe', 'Dev', 'Ella', 'Farah', 'George', 'Hana', 'Isaac', 'Jess', 'Kofi', 'Lena', 'Marek', 'Nia', 'Omar', 'Priya', 'Quinn', 'Rosa', 'Sam', 'Tomas', 'Uma', 'Victor', 'Wen', 'Yusuf', 'Zara', 'Aoife', 'Bryn', 'Cerys', 'Darius', 'Elif'];
const LAST = ['Okafor', 'Smith', 'Patel', 'Nowak', 'Murphy', 'Khan', 'Jones', 'Garcia', 'Chen', 'Williams', 'Evans', 'Rossi', 'Novak', 'Taylor', 'Ahmed', 'Brown', 'Kowalski', 'Davies', 'Singh', 'Walsh', 'Hughes', 'Ali', 'Moreau', 'Fischer', 'Lewis'];
const VENUE_KINDS = [
  ['Library', 'library'],
  ['Community Centre', 'community_center'],
  ['Hub', 'coworking'],
  ['Hall', 'conference_room'],
  ['Café', 'cafe'],
  ['Studio', 'other'],
] as const;

const lit = (xs: readonly string[]) => `(array[${xs.map((x) => `'${x.replace(/'/g, "''")}'`).join(',')}]::text[])`;

/** Session functions (pg_temp: gone when the connection closes) the statements below share. */
const FUNCTIONS = [
  // A stable version-4 UUID for row n of a kind ('u' member, 'v' venue, 'm' meetup, …).
  `create function pg_temp.sid(k text, n bigint) returns uuid language sql immutable as
     $$ select overlay(overlay(md5(k || n) placing '4' from 13) placing '8' from 17)::uuid $$`,
  // A stable number in [0, 1) for row n and a salt.
  `create function pg_temp.h(n bigint, salt int) returns float8 language sql immutable as
     $$ select (hashint8(n * 7919 + salt)::bigint & 2147483647)::float8 / 2147483648 $$`,
  // Skewed pick in 1..size: most picks land on the first few (u^p), a long tail reaches all.
  `create function pg_temp.skew(n bigint, salt int, size bigint, p float8) returns bigint language sql immutable as
     $$ select 1 + least(size - 1, floor(size * power(pg_temp.h(n, salt), p)))::bigint $$`,
];

/**
 * Runs `fill` on a table with its indexes and constraints set aside, then puts every one back as
 * it was (pg_get_indexdef / pg_get_constraintdef): building an index once from sorted rows is many
 * times faster than ten million random inserts, and re-adding a constraint checks every row
 * against it — the data set still satisfies the schema.
 */
async function withoutIndexes(client: pg.ClientBase, table: string, fill: () => Promise<void>, opts: { constraints?: boolean } = {}) {
  const { rows: cons } = await client.query<{ name: string; def: string }>(
    `select conname as name, pg_get_constraintdef(oid) as def from pg_constraint where conrelid = $1::regclass and contype in ('p', 'u', 'f', 'x') and $2 order by contype = 'f'`,
    [table, opts.constraints ?? true],
  );
  const { rows: idx } = await client.query<{ name: string; def: string }>(
    `select i.relname as name, pg_get_indexdef(i.oid) as def from pg_index x join pg_class i on i.oid = x.indexrelid
     where x.indrelid = $1::regclass and not exists (select 1 from pg_constraint c where c.conindid = i.oid and c.conrelid = x.indrelid)`,
    [table],
  );
  for (const c of [...cons].reverse()) await client.query(`alter table ${table} drop constraint "${c.name}"`);
  for (const i of idx) await client.query(`drop index "${i.name}"`);
  await fill();
  for (const c of cons) await client.query(`alter table ${table} add constraint "${c.name}" ${c.def}`);
  for (const i of idx) await client.query(i.def);
}

export type SeedScaleOptions = { scale: number; passwordHash: string; log?: (m: string) => void };

/**
 * Fills an empty, migrated database (one connection: the session functions live in it).
 * Returns the sizes made. Rows that would break a unique key are skipped (ON CONFLICT DO NOTHING),
 * so attendances and connections land a little under their nominal counts.
 */
export async function seedScale(client: pg.ClientBase, opts: SeedScaleOptions): Promise<ScaleSizes> {
  const s = scaleSizes(opts.scale);
  const log = opts.log ?? (() => {});
  const run = async (label: string, text: string, values: unknown[] = []) => {
    const t0 = performance.now();
    const r = await client.query(text, values);
    log(`${label}: ${(r.rowCount ?? 0).toLocaleString('en-GB')} rows in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  };
  /** Inserts in slices of `step` row numbers so each statement stays a few seconds long. */
  const inSlices = async (label: string, total: number, step: number, text: (from: number, to: number) => string) => {
    for (let from = 1; from <= total; from += step) await run(`${label} ${from}…${Math.min(total, from + step - 1)}`, text(from, Math.min(total, from + step - 1)));
  };
  for (const f of FUNCTIONS) await client.query(f);
  // The lists' version (migration 0026) counts once at the end, not once per seeded row: its
  // triggers are off while seeding, on whichever tables carry them.
  const { rows: listTables } = await client.query<{ t: string }>(`select tgrelid::regclass::text as t from pg_trigger where tgname = 'meetup_lists_changed'`);
  for (const { t } of listTables) await client.query(`alter table ${t} disable trigger meetup_lists_changed`);
  await client.query(`set maintenance_work_mem = '256MB'`);
  await client.query(`select setseed(0.42)`);
  const { members: M, venues: V, meetups: N } = s;
  // Organisers come from the lower half of the member numbers, venue owners from the top.
  const organiser = (n: string) => `pg_temp.skew(${n}, 11, ${Math.floor(M / 2)}, 2)`;
  const owner = (v: string) => `(${M} - (${v} - 1) / 2)`;

  await withoutIndexes(client, 'users', () => inSlices('members', M, 250_000, (a, b) => `
    insert into users (id, email, password_hash, user_metadata, email_confirmed_at, created_at, updated_at, last_sign_in_at)
    select pg_temp.sid('u', n), 'member' || n || '@scale.example', $pw$${opts.passwordHash}$pw$,
           jsonb_build_object('name', ${lit(FIRST)}[1 + n % ${FIRST.length}] || ' ' || ${lit(LAST)}[1 + (n / ${FIRST.length}) % ${LAST.length}]),
           now() - interval '3 years' + (n::float8 / ${M}) * interval '3 years',
           now() - interval '3 years' + (n::float8 / ${M}) * interval '3 years',
           now() - interval '3 years' + (n::float8 / ${M}) * interval '3 years',
           now() - pg_temp.h(n, 3) * interval '60 days'
    from generate_series(${a}::bigint, ${b}::bigint) n`), { constraints: false });
  await withoutIndexes(client, 'profiles', () => inSlices('profiles', M, 250_000, (a, b) => `
    insert into profiles (id, name, email, role, subscription_status, subscription_tier, membership_number, join_date, created_at, interests, country, headline, show_profile)
    select pg_temp.sid('u', n), ${lit(FIRST)}[1 + n % ${FIRST.length}] || ' ' || ${lit(LAST)}[1 + (n / ${FIRST.length}) % ${LAST.length}],
           'member' || n || '@scale.example',
           r, case when r = 'basic' then 'basic' else 'active' end, r,
           'CC' || (1000000000 + n), u.created_at, u.created_at,
           array[lower(${lit(TOPICS)}[1 + n % ${TOPICS.length}]), lower(${lit(TOPICS)}[1 + (n / 7) % ${TOPICS.length}])],
           ${lit(CITIES.map((c) => c[1]))}[pg_temp.skew(n, 5, ${CITIES.length}, 2)],
           case when n % 4 = 0 then ${lit(TOPICS)}[1 + n % ${TOPICS.length}] || ' organiser' end,
           n % 20 <> 0
    from generate_series(${a}::bigint, ${b}::bigint) n
    join users u on u.id = pg_temp.sid('u', n)
    cross join lateral (select case when n > ${M} - ${Math.ceil(V / 2)} then 'venue' when n <= ${Math.floor(M / 2)} and n % 10 = 0 then 'professional' else 'basic' end as r) role_of`), { constraints: false });

  await run('venues', `
    insert into venues (id, name, description, address, latitude, longitude, capacity, venue_type, min_booking_hours, setup_time, instant_booking, weekend_available, amenities, owner_id, owner_name, contact_email, created_at, default_booking_rate)
    select pg_temp.sid('v', v),
           c.city || ' ' || ${lit(TOPICS)}[1 + v % ${TOPICS.length}] || ' ' || k.kind || ' ' || v,
           'A ' || lower(k.kind) || ' in ' || c.city || ' for community meetups about ' || lower(${lit(TOPICS)}[1 + v % ${TOPICS.length}]) || '.',
           (1 + v % 200) || ' High Street, ' || c.city || ', ' || c.country,
           c.lat + (pg_temp.h(v, 21) - 0.5) * 0.2, c.lng + (pg_temp.h(v, 22) - 0.5) * 0.3,
           20 + (v % 20) * 10, k.type, 1 + v % 3, 15, v % 3 = 0, v % 2 = 0,
           case v % 4 when 0 then array['wifi','projector'] when 1 then array['wifi','kitchen'] when 2 then array['step_free','wifi','projector'] else array['parking'] end,
           pg_temp.sid('u', ${owner('v')}), p.name, 'venue' || v || '@scale.example',
           now() - interval '2 years' + (v::float8 / ${V}) * interval '2 years', (v % 10) * 1000
    from generate_series(1::bigint, ${V}) v
    join profiles p on p.id = pg_temp.sid('u', ${owner('v')})
    cross join lateral (select (${lit(CITIES.map((c) => c[0]))})[i] as city, (${lit(CITIES.map((c) => c[1]))})[i] as country,
                               (array[${CITIES.map((c) => c[2]).join(',')}]::float8[])[i] as lat, (array[${CITIES.map((c) => c[3]).join(',')}]::float8[])[i] as lng
                        from (select pg_temp.skew(v, 20, ${CITIES.length}, 2.5) as i) x) c
    cross join lateral (select (${lit(VENUE_KINDS.map((x) => x[0]))})[1 + v % ${VENUE_KINDS.length}] as kind, (${lit(VENUE_KINDS.map((x) => x[1]))})[1 + v % ${VENUE_KINDS.length}] as type) k`);

  // Series: venues with v % 10 = 1 run two 8-week series (weeks 0–7, past; weeks 60–67, upcoming).
  const weeks = Math.ceil(N / V);
  const seriesStarts = [0, Math.min(60, Math.max(0, weeks - 8))];
  await run('series', `
    insert into meetup_series (id, organizer_id, frequency, until, count, created_at)
    select pg_temp.sid('s', v * 2 + part), pg_temp.sid('u', ${organiser(`(v + ${V} * wk)`)}), 'weekly', null, 8, now() - interval '500 days'
    from generate_series(1::bigint, ${V}) v, (values (0, ${seriesStarts[0]}), (1, ${seriesStarts[1]})) p(part, wk)
    where v % 10 = 1 and v + ${V} * (wk + 7) <= ${N}`);

  // Meetup n: venue v = 1 + (n-1) % V, week w = (n-1) / V; weeks run from ~400 days ago to the future.
  // Every 12th meetup has no venue (online / elsewhere) but keeps its city's coordinates.
  await inSlices('meetups', N, 100_000, (a, b) => `
    insert into meetups (id, title, description, date, time, duration, venue_id, venue_name, venue_address, venue_place, latitude, longitude,
                         organizer_id, organizer_name, max_attendees, tags, registration_required, meetup_type, language,
                         is_recurring, recurring_frequency, booking_status, rejection_reason, approved_at, rejected_at, cancelled_at, cancelled_by,
                         booking_expires_at, occupies, series_id, series_index, created_at)
    select pg_temp.sid('m', n), t.title,
           'Join us for a ' || lower(t.format) || ' about ' || lower(t.topic) || ' at ' || v.name || '. Everyone is welcome; bring ideas and questions.',
           d.day, d.at, d.duration,
           case when not d.online then v.id end, case when not d.online then v.name else '' end, case when not d.online then v.address else '' end,
           split_part(v.address, ', ', 2) || ', ' || split_part(v.address, ', ', 3), v.latitude, v.longitude,
           o.id, o.name, 30 + (n % 9) * 10,
           array[lower(replace(t.topic, ' ', '-')), lower(replace(t.format, ' ', '-'))], n % 7 = 0,
           (array['networking','workshop','talk','social'])[1 + n % 4], case when n % 25 = 0 then 'Welsh' else 'English' end,
           ser.id is not null, case when ser.id is not null then 'weekly' end,
           st.status,
           case when st.status = 'rejected' then 'The room is closed for maintenance that week.' end,
           case when st.status = 'approved' then d.created end,
           case when st.status = 'rejected' then d.created + interval '1 day' end,
           case when st.status = 'cancelled' then d.created + interval '2 days' end,
           case when st.status = 'cancelled' then 'organiser' end,
           case when st.status = 'pending' then least(now() + interval '72 hours', d.starts - interval '24 hours') end,
           case when not d.online then tstzrange(d.starts - interval '15 minutes', d.starts + d.duration * interval '1 minute' + interval '15 minutes') end,
           ser.id, ser.idx, d.created
    from generate_series(${a}::bigint, ${b}::bigint) n
    cross join lateral (select 1 + (n - 1) % ${V} as vn, (n - 1) / ${V} as wk) p
    join venues v on v.id = pg_temp.sid('v', p.vn)
    cross join lateral (
      select case when p.vn % 10 = 1 and p.wk - s.wk between 0 and 7 and p.vn + ${V} * (s.wk + 7) <= ${N} then pg_temp.sid('s', p.vn * 2 + s.part) end as id,
             (p.wk - s.wk)::int as idx, p.vn + ${V} * s.wk as first_n
      from (values (0, ${seriesStarts[0]}), (1, ${seriesStarts[1]})) s(part, wk)
      order by (p.vn % 10 = 1 and p.wk - s.wk between 0 and 7) desc limit 1) ser0
    cross join lateral (select ser0.id, case when ser0.id is not null then ser0.idx end as idx) ser
    join profiles o on o.id = pg_temp.sid('u', ${organiser('coalesce(case when ser.id is not null then ser0.first_n end, n)')})
    cross join lateral (
      select current_date - 400 + (p.wk * 7)::int as day, make_time((9 + n % 11)::int, ((n % 2) * 30)::int, 0) as at, 60 + (n % 5) * 30 as duration,
             n % 12 = 0 as online) d0
    cross join lateral (
      select d0.*, (d0.day + d0.at) at time zone 'UTC' as starts,
             least(now(), (d0.day + d0.at) at time zone 'UTC' - interval '20 days') as created) d
    cross join lateral (
      select ${lit(TOPICS)}[1 + (n + p.vn) % ${TOPICS.length}] as topic, ${lit(FORMATS)}[1 + (n / 3) % ${FORMATS.length}] as format) t0
    cross join lateral (select t0.*, t0.topic || ' ' || t0.format || ' in ' || split_part(v.address, ', ', 2) as title) t
    cross join lateral (
      select case
        when d.starts > now() then (case when pg_temp.h(n, 31) < 0.75 then 'approved' when pg_temp.h(n, 31) < 0.88 then 'pending' when pg_temp.h(n, 31) < 0.94 then 'rejected' else 'cancelled' end)
        else (case when pg_temp.h(n, 31) < 0.80 then 'approved' when pg_temp.h(n, 31) < 0.88 then 'expired' when pg_temp.h(n, 31) < 0.93 then 'rejected' else 'cancelled' end)
      end as status) st`);

  // Only professional members may organise (docs/product.md §2): every organiser is one.
  await run('organisers', `
    update profiles set role = 'professional', subscription_status = 'active', subscription_tier = 'professional'
    where role = 'basic' and id in (select organizer_id from meetups union select organizer_id from meetup_series)`);

  // Attendances: a busy few and a long tail (0–30 a meetup, ≈10 on average), never over capacity.
  const per = (n: string) => `least(30 + (${n} % 9) * 10, floor(30 * power(pg_temp.h(${n}, 41), 2))::int)`;
  await withoutIndexes(client, 'meetup_attendees', () => inSlices('attendances', N, 250_000, (a, b) => `
    insert into meetup_attendees (meetup_id, user_id, created_at, checked_in_at)
    select pg_temp.sid('m', n), pg_temp.sid('u', 1 + (n * 7919 + k * 104729) % ${M}),
           least(now(), current_date - 420 + ((n - 1) / ${V} * 7)::int + k * interval '1 hour'),
           case when current_date - 400 + ((n - 1) / ${V} * 7)::int < current_date and k % 3 <> 0 then (current_date - 400 + ((n - 1) / ${V} * 7)::int) + interval '18 hours' end
    from generate_series(${a}::bigint, ${b}::bigint) n
    cross join lateral generate_series(1, ${per('n')}) k`));

  await run('waitlist', `
    insert into meetup_waitlist (meetup_id, user_id, kind, created_at)
    select pg_temp.sid('m', n), pg_temp.sid('u', 1 + (n * 31 + k * 7) % ${M}), case when n % 7 = 0 then 'request' else 'waitlist' end, now() - interval '1 day'
    from generate_series(1::bigint, ${N}, 50) n, generate_series(1, 3) k
    where current_date - 400 + ((n - 1) / ${V} * 7)::int > current_date
    on conflict do nothing`);

  // Comments cluster on busy meetups (skewed), written by members.
  await withoutIndexes(client, 'meetup_comments', () => inSlices('comments', s.comments, 250_000, (a, b) => `
    insert into meetup_comments (meetup_id, user_id, body, created_at)
    select pg_temp.sid('m', m), pg_temp.sid('u', 1 + (c * 104729) % ${M}),
           (array['Looking forward to this!', 'Is there step-free access?', 'Slides from last time are on the wiki.', 'Can I bring a friend?', 'Great session, thank you all.', 'Will there be a remote option?'])[1 + c % 6] || ' (' || c || ')',
           now() - pg_temp.h(c, 51) * interval '400 days'
    from generate_series(${a}::bigint, ${b}::bigint) c
    cross join lateral (select pg_temp.skew(c, 52, ${N}, 3) as m) x`));

  // Notifications: most go to active members (skewed), a third unread.
  await withoutIndexes(client, 'notifications', () => inSlices('notifications', s.notifications, 250_000, (a, b) => `
    insert into notifications (user_id, type, title, message, data, read, created_at)
    select pg_temp.sid('u', pg_temp.skew(c, 61, ${M}, 2)),
           (array['meetup_comment', 'booking_approved', 'meetup_reminder', 'announcements', 'meetup_full_capacity'])[1 + c % 5],
           (array['New comment', 'Booking approved', 'Meetup tomorrow', 'News from Civic Connect', 'Meetup is full'])[1 + c % 5],
           'Notification ' || c || ' about a meetup you follow.',
           jsonb_build_object('meetup_id', pg_temp.sid('m', 1 + c % ${N})), c % 3 <> 0,
           now() - pg_temp.h(c, 62) * interval '365 days'
    from generate_series(${a}::bigint, ${b}::bigint) c`));

  // Connections: each member's few, popular members more (pairs stored smaller id first).
  await inSlices('connections', s.connections, 250_000, (a, b) => `
    insert into connections (user_a_id, user_b_id, created_at)
    select least(x, y), greatest(x, y), now() - pg_temp.h(c, 71) * interval '700 days'
    from generate_series(${a}::bigint, ${b}::bigint) c
    cross join lateral (select pg_temp.sid('u', 1 + (c * 7919) % ${M}) as x, pg_temp.sid('u', pg_temp.skew(c, 72, ${M}, 2)) as y) p
    where x <> y
    on conflict do nothing`);
  await run('connection requests', `
    insert into connection_requests (sender_id, recipient_id, note, status, created_at)
    select pg_temp.sid('u', 1 + (c * 104723) % ${M}), pg_temp.sid('u', pg_temp.skew(c, 73, ${M}, 2)), case when c % 2 = 0 then 'We met at a meetup.' end,
           case when c % 5 = 0 then 'declined' else 'pending' end, now() - pg_temp.h(c, 74) * interval '60 days'
    from generate_series(1::bigint, ${Math.max(1, Math.round(s.connections / 10))}) c
    where pg_temp.sid('u', 1 + (c * 104723) % ${M}) <> pg_temp.sid('u', pg_temp.skew(c, 73, ${M}, 2))
    on conflict do nothing`);

  // Follows: popular organisers (skewed) and venues.
  await inSlices('follows', s.follows, 250_000, (a, b) => `
    insert into follows (follower_id, organiser_id, venue_id, created_at)
    select pg_temp.sid('u', f), case when c % 4 <> 0 then pg_temp.sid('u', ${organiser('c')}) end, case when c % 4 = 0 then pg_temp.sid('v', pg_temp.skew(c, 81, ${V}, 2)) end,
           now() - pg_temp.h(c, 82) * interval '500 days'
    from generate_series(${a}::bigint, ${b}::bigint) c
    cross join lateral (select 1 + (c * 104729) % ${M} as f) x
    where c % 4 = 0 or f <> ${organiser('c')}
    on conflict do nothing`);

  // Conversations: one per pair, ten messages each on average; both members' inbox rows.
  const C = s.conversations;
  await run('conversations', `
    insert into conversations (id, user_a_id, user_b_id, status, created_at, last_message_at)
    select pg_temp.sid('c', c), least(x, y), greatest(x, y), 'active', now() - interval '90 days', now() - pg_temp.h(c, 91) * interval '90 days'
    from generate_series(1::bigint, ${C}) c
    cross join lateral (select pg_temp.sid('u', 1 + (c * 7919) % ${M}) as x, pg_temp.sid('u', pg_temp.skew(c, 92, ${M}, 2)) as y) p
    where x <> y
    on conflict do nothing`);
  await run('conversation members', `
    insert into conversation_members (conversation_id, user_id, other_user_id, last_message_at)
    select id, user_a_id, user_b_id, last_message_at from conversations
    union all select id, user_b_id, user_a_id, last_message_at from conversations`);
  await inSlices('messages', s.messages, 250_000, (a, b) => `
    insert into messages (conversation_id, sender_id, body, created_at)
    select c.id, case when k % 2 = 0 then c.user_a_id else c.user_b_id end,
           (array['Hi! Are you going on Thursday?', 'Thanks for the slides.', 'See you there.', 'Could you share the notes?', 'Happy to help with the next one.'])[1 + k % 5],
           c.last_message_at - (k % 97) * interval '1 hour'
    from generate_series(${a}::bigint, ${b}::bigint) k
    join conversations c on c.id = pg_temp.sid('c', 1 + k % ${C})`);

  await run('venue ratings', `
    insert into venue_ratings (venue_id, user_id, score, comment, created_at)
    select pg_temp.sid('v', pg_temp.skew(r, 101, ${V}, 1.5)), pg_temp.sid('u', 1 + (r * 7919) % ${M}), 1 + floor(5 * power(pg_temp.h(r, 102), 0.5))::int,
           case when r % 3 = 0 then 'Good room, friendly staff.' end, now() - pg_temp.h(r, 103) * interval '300 days'
    from generate_series(1::bigint, ${s.ratings}) r
    on conflict do nothing`);

  await run('analyze', `analyze`);
  for (const { t } of listTables) await client.query(`alter table ${t} enable trigger meetup_lists_changed`);
  await client.query('update meetup_list_versions set version = version + 1 where shard = 0');
  return s;
}

/** The id seed-scale gives row n of a kind ('u' member, 'v' venue, 'm' meetup, 'c' conversation). */
export function scaleId(kind: string, n: number): string {
  const hex = createHash('md5').update(`${kind}${n}`).digest('hex');
  const v4 = `${hex.slice(0, 12)}4${hex.slice(13, 16)}8${hex.slice(17)}`;
  return `${v4.slice(0, 8)}-${v4.slice(8, 12)}-${v4.slice(12, 16)}-${v4.slice(16, 20)}-${v4.slice(20)}`;
}

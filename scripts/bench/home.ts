// Member home benchmark (issue 26): median server time of People you may know
// (server/people/suggestions.ts) and of the whole GET /api/home answer (server/home/queries.ts)
// at 10,000 and at 100,000 members, the ratio of the two, and the suggestions query's plan at
// 100,000 (no scan in it may read more than 5,000 rows of a table that grows with members).
//
// Data per member, the same shape at both sizes: a country (40% one country) and three of 30
// interests; every fifth member organises a past meetup of 10 attendees (each member was at about
// two), every fiftieth an upcoming one; one connection, half a request, follows of two
// organisers, a block for one in twenty, a dismissal for one in three; one in fifty is a Venue
// Partner with a venue and a pending booking request.
//
// Bounded and local: its own embedded PostgreSQL in a temp folder on 127.0.0.1, a fixed number
// of queries, then everything is stopped and removed. Not part of `npm test`.
//   npm run bench:home            (QUERIES=100 SMALL=10000 LARGE=100000 to change sizes)
import { sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { withBenchDatabase } from './bench-db';
import { memberHome } from '../../server/home/queries';
import { aboutOf, peopleYouMayKnow, suggestionsSql } from '../../server/people/suggestions';
import type { Actor } from '../../server/plugins/actor';

const QUERIES = Number(process.env.QUERIES ?? 100);
const SMALL = Number(process.env.SMALL ?? 10_000);
const LARGE = Number(process.env.LARGE ?? 100_000);
/** Tables that grow with the members: a sequential scan of any of them in the plan is a failure. */
const SCAN_BOUND = 5_000;
const GROWING = ['profiles', 'users', 'meetups', 'meetup_attendees', 'connections', 'connection_requests', 'blocks', 'suggestion_dismissals', 'follows'];

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const ms = (x: number) => `${x.toFixed(2)} ms`;

const INTERESTS = `array['civic tech','open data','transport','housing','climate','urbanism','public health','education','digital inclusion','smart cities',
  'procurement','policy','design','accessibility','energy','water','mobility','AI','data science','community','arts','heritage','sport','finance',
  'journalism','law','startups','volunteering','planning','research']`;
const COUNTRIES = `array['United Kingdom','United Kingdom','United Kingdom','United Kingdom','Ireland','France','Germany','Spain','Netherlands','United States']`;

/** Members from+1 … to, with their meetups, network rows and venues (links stay inside the batch). */
async function grow(db: Db, from: number, to: number) {
  const n = to - from;
  const pick = (expr: string) => `(${from + 1} + ((${expr}) % ${n}))`;
  await db.$client.query(`
    with ins as (insert into users (email, password_hash, email_confirmed_at) select 'm' || g || '@bench.example', 'x', now() from generate_series(${from + 1}, ${to}) g returning id, email)
    insert into bench_ids select split_part(substr(email, 2), '@', 1)::int, id from ins;
    insert into profiles (id, email, name, membership_number, role, country, interests)
      select b.id, 'm' || b.g || '@bench.example', 'Member ' || b.g, 'B' || lpad(b.g::text, 10, '0'), case when b.g % 50 = 0 then 'venue' else 'professional' end,
             (${COUNTRIES})[1 + b.g % 10], array[(${INTERESTS})[1 + b.g % 30], (${INTERESTS})[1 + (b.g * 7) % 30], (${INTERESTS})[1 + (b.g * 13) % 30]]
        from bench_ids b where b.g > ${from};
    insert into venues (name, owner_id, owner_name, latitude, longitude, capacity) select 'Venue ' || g, id, 'Member ' || g, 51.5, -0.1, 80 from bench_ids where g > ${from} and g % 50 = 0;
    insert into meetups (title, date, time, organizer_id, organizer_name, booking_status, approved_at)
      select 'Past meetup ' || g, current_date - (1 + g % 300), '18:00', id, 'Member ' || g, 'approved', now() - interval '400 days' from bench_ids where g > ${from} and g % 5 = 0;
    insert into meetup_attendees (meetup_id, user_id)
      select m.id, b.id from meetups m cross join generate_series(0, 9) j
        join bench_ids o on o.id = m.organizer_id and o.g > ${from}
        join bench_ids b on b.g = ${pick('o.g * 37 + j * 1013')}
       where m.title like 'Past meetup %'
      on conflict do nothing;
    insert into meetups (title, date, time, organizer_id, organizer_name, booking_status, approved_at)
      select 'Upcoming meetup ' || g, current_date + (1 + g % 60), '18:00', id, 'Member ' || g, 'approved', now() - (g % 30) * interval '1 day' from bench_ids where g > ${from} and g % 50 = 1;
    insert into meetup_attendees (meetup_id, user_id)
      select m.id, b.id from meetups m cross join generate_series(0, 4) j
        join bench_ids o on o.id = m.organizer_id and o.g > ${from}
        join bench_ids b on b.g = ${pick('o.g * 53 + j * 2027')}
       where m.title like 'Upcoming meetup %'
      on conflict do nothing;
    insert into meetups (title, date, time, organizer_id, organizer_name, booking_status, venue_id)
      select 'Request ' || v.name, current_date + 30, '09:00', b.id, 'Member', 'pending', v.id
        from venues v join bench_ids o on o.id = v.owner_id and o.g > ${from} join bench_ids b on b.g = ${pick('o.g * 3 + 1')};
    insert into connections (user_a_id, user_b_id)
      select least(a.id, b.id), greatest(a.id, b.id) from bench_ids a join bench_ids b on b.g = ${pick('a.g * 17')} where a.g > ${from} and a.id <> b.id on conflict do nothing;
    insert into connection_requests (sender_id, recipient_id)
      select a.id, b.id from bench_ids a join bench_ids b on b.g = ${pick('a.g * 29 + 3')} where a.g > ${from} and a.g % 2 = 0 and a.id <> b.id on conflict do nothing;
    insert into blocks (blocker_id, blocked_id)
      select a.id, b.id from bench_ids a join bench_ids b on b.g = ${pick('a.g * 31 + 5')} where a.g > ${from} and a.g % 20 = 0 and a.id <> b.id on conflict do nothing;
    insert into follows (follower_id, organiser_id)
      select a.id, b.id from bench_ids a cross join generate_series(0, 1) j join bench_ids b on b.g = ${from + 1} + 50 * ((a.g * 41 + j * 7) % ${Math.floor(n / 50)})
       where a.g > ${from} and a.id <> b.id on conflict do nothing;
    insert into suggestion_dismissals (user_id, dismissed_id)
      select a.id, b.id from bench_ids a join bench_ids b on b.g = ${pick('a.g * 43 + 11')} where a.g > ${from} and a.g % 3 = 0 and a.id <> b.id on conflict do nothing;
    analyze;
  `);
}

async function measure(db: Db, total: number) {
  const step = Math.floor(total / QUERIES);
  const { rows } = await db.$client.query<{ id: string; g: number }>(`select id, g from bench_ids where g % ${step} = 0 order by g limit ${QUERIES}`);
  const actor = (id: string, g: number): Actor => ({ userId: id, email: `m${g}@bench.example`, sessionId: id, role: g % 50 === 0 ? 'venue' : 'professional', isAdmin: g % 97 === 0, isSuspended: false, emailConfirmed: true });
  for (const r of rows.slice(0, 10)) await memberHome(db, actor(r.id, r.g)); // warm-up
  const people: number[] = [];
  const home: number[] = [];
  let found = 0;
  for (const r of rows) {
    let t0 = performance.now();
    found += (await peopleYouMayKnow(db, r.id, 10)).length;
    people.push(performance.now() - t0);
    t0 = performance.now();
    await memberHome(db, actor(r.id, r.g));
    home.push(performance.now() - t0);
  }
  return { people: median(people), home: median(home), found: found / rows.length, sample: rows[0] };
}

async function main() {
  const log = (m: string) => console.error(`[bench] ${m}`);
  await withBenchDatabase('home', async (db) => {
    await db.$client.query('create table bench_ids (g int primary key, id uuid not null unique)');
    let t0 = Date.now();
    await grow(db, 0, SMALL);
    log(`seeded ${SMALL} members in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    const small = await measure(db, SMALL);
    log(`${SMALL}: suggestions ${ms(small.people)}, home ${ms(small.home)}`);
    t0 = Date.now();
    for (let from = SMALL; from < LARGE; from += SMALL) await grow(db, from, Math.min(LARGE, from + SMALL));
    log(`grew to ${LARGE} members in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    const large = await measure(db, LARGE);
    log(`${LARGE}: suggestions ${ms(large.people)}, home ${ms(large.home)}`);

    const { rows: counts } = await db.$client.query(
      `select (select count(*) from profiles) profiles, (select count(*) from meetups) meetups, (select count(*) from meetup_attendees) attendees, (select count(*) from connections) connections, (select count(*) from follows) follows`,
    );
    const plan = await db.execute<Record<string, string>>(sql`explain (analyze, buffers) ${suggestionsSql(large.sample.id, await aboutOf(db, large.sample.id), 10)}`);
    const lines = plan.rows.map((r) => r['QUERY PLAN']);
    // A sequential scan under a small LIMIT that stops early is bounded (the planner's choice for
    // a common country); one that reads more than SCAN_BOUND rows of a growing table is not.
    const seqScans = lines.flatMap((l, i) => {
      if (!GROWING.some((t) => new RegExp(`Seq Scan on ${t}\\b`).test(l))) return [];
      const read = Number(/actual time=\S+ rows=(\d+) loops=(\d+)/.exec(l)?.slice(1).reduce((a, b) => String(Number(a) * Number(b))) ?? 0);
      const removed = Number(/Rows Removed by Filter: (\d+)/.exec(lines.slice(i + 1, i + 4).join(' '))?.[1] ?? 0);
      return read + removed > SCAN_BOUND ? [`${l.trim()} (${read + removed} rows read)`] : [];
    });

    console.log(`\nMember home, ${QUERIES} members per size (median of in-process calls to the server's queries):`);
    console.log(`| members | People you may know (10) | GET /api/home (all parts) | suggestions per member (mean) |`);
    console.log(`|---|---|---|---|`);
    console.log(`| ${SMALL.toLocaleString('en-GB')} | ${ms(small.people)} | ${ms(small.home)} | ${small.found.toFixed(1)} |`);
    console.log(`| ${LARGE.toLocaleString('en-GB')} | ${ms(large.people)} | ${ms(large.home)} | ${large.found.toFixed(1)} |`);
    console.log(`\nratio ${LARGE.toLocaleString('en-GB')} / ${SMALL.toLocaleString('en-GB')}: suggestions ${(large.people / small.people).toFixed(2)}×, home ${(large.home / small.home).toFixed(2)}× (target ≤ 2× for ${LARGE / SMALL}× the members)`);
    console.log(`rows at ${LARGE.toLocaleString('en-GB')}: ${JSON.stringify(counts[0])}`);
    console.log(`\nplan of the suggestions query at ${LARGE.toLocaleString('en-GB')} members:\n${lines.map((l) => `  ${l}`).join('\n')}`);
    console.log(seqScans.length ? `\nFAIL: scans of growing tables reading more than 5,000 rows:\n${seqScans.join('\n')}` : '\nOK: no scan of a table that grows with members reads more than 5,000 rows.');
    if (seqScans.length) process.exitCode = 1;
  });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

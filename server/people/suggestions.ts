import { sql, type SQL } from 'drizzle-orm';
import type { SuggestionDto } from '../../contracts/home';
import type { Db, Tx } from '../db/client';
import { executeNamed } from '../db/statement-name';
import { notBlockedWith } from '../safety/blocks';

/**
 * People you may know (issue 26, docs/decisions/0047). Candidates come from two bounded,
 * index-backed sources, never a scan of every member:
 *  - co-attendees: the member's own attendee rows (meetup_attendees_user_idx) of approved meetups
 *    that have ended, then everyone else on those meetups (the attendee primary key's meetup_id
 *    prefix) — "checked in or attending" both count, as both are a meetup_attendees row;
 *  - neighbours: members of the same country (profiles_country_idx) who share an interest, read
 *    from at most NEIGHBOUR_SCAN rows of that country (a plain index scan that stops there), so a
 *    large country costs the same as a small one.
 * Ranked by meetups shared, then interests shared, then same country. Never the member, their
 * connections, anyone with a connection request either way (pending or declined), anyone blocked
 * either way, hidden profiles, suspended accounts, or anyone they dismissed.
 */
const NEIGHBOUR_SCAN = 300;
const NEIGHBOURS = 50;

type Row = {
  id: string;
  name: string;
  avatar: string | null;
  headline: string | null;
  country: string | null;
  shared_meetups: number;
  last_title: string | null;
  shared_interests: string[];
  same_country: boolean;
};

type About = { interests: string[]; country: string | null };

/**
 * The suggestions query itself (scripts/bench/home.ts reads its plan); `about` is the member's
 * own interests and country, passed in rather than joined so the planner sees plain values.
 */
export function suggestionsSql(me: string, about: About, limit: number): SQL {
  const interests = sql`${sql.param(about.interests)}::text[]`;
  return sql`
    with mine as (
      select ma.meetup_id, m.title, m.date
        from meetup_attendees ma join meetups m on m.id = ma.meetup_id
       where ma.user_id = ${me} and m.booking_status = 'approved'
         -- taken place: ended (the venue's booked time when there is one; else its wall clock read as UTC)
         and coalesce(upper(m.occupies), (m.date + m.time + make_interval(mins => m.duration)) at time zone 'UTC') <= now()
    ),
    co as (
      select ma.user_id, count(*)::int as shared, (array_agg(mine.title order by mine.date desc))[1] as last_title
        from mine join meetup_attendees ma on ma.meetup_id = mine.meetup_id
       where ma.user_id <> ${me}
       group by ma.user_id
    ),
    near as (
      select n.id as user_id
        from (select p.id, p.interests from profiles p where p.country = ${about.country} and p.id <> ${me} limit ${NEIGHBOUR_SCAN}) n
       where n.interests && ${interests}
       limit ${NEIGHBOURS}
    ),
    cand as (select user_id from co union select user_id from near)
    select p.id, p.name, p.avatar, p.headline, p.country,
           coalesce(co.shared, 0)::int as shared_meetups, co.last_title,
           array(select unnest(p.interests) intersect select unnest(${interests}) order by 1) as shared_interests,
           coalesce(p.country = ${about.country}, false) as same_country
      from cand
      join profiles p on p.id = cand.user_id
      join users u on u.id = p.id
      left join co on co.user_id = p.id
     where p.show_profile and not u.is_suspended
       and not exists (select 1 from connections c where c.user_a_id = least(${me}::uuid, p.id) and c.user_b_id = greatest(${me}::uuid, p.id))
       and not exists (select 1 from connection_requests r where (r.sender_id = ${me} and r.recipient_id = p.id) or (r.sender_id = p.id and r.recipient_id = ${me}))
       and not exists (select 1 from suggestion_dismissals d where d.user_id = ${me} and d.dismissed_id = p.id)
       and ${notBlockedWith(me, sql`p.id`)}
     order by shared_meetups desc, cardinality(array(select unnest(p.interests) intersect select unnest(${interests}))) desc, same_country desc, p.name, p.id
     limit ${limit}`;
}

export async function aboutOf(db: Db | Tx, me: string): Promise<About> {
  const { rows } = await db.execute<About>(sql`select interests, country from profiles where id = ${me}`);
  return rows[0] ?? { interests: [], country: null };
}

export async function peopleYouMayKnow(db: Db, me: string, limit: number): Promise<SuggestionDto[]> {
  // A named statement: planning this query took ~20× longer than running it (decision 0079).
  const { rows } = await executeNamed<Row>(db, 'suggestions', suggestionsSql(me, await aboutOf(db, me), limit));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    avatar: r.avatar,
    headline: r.headline,
    country: r.country,
    reason: reasonFor(r),
    shared_meetups: r.shared_meetups,
    shared_interests: r.shared_interests,
    same_country: r.same_country,
  }));
}

/** The one line under a suggestion: the strongest reason first. */
export function reasonFor(r: Pick<Row, 'shared_meetups' | 'last_title' | 'shared_interests' | 'same_country' | 'country'>): string {
  if (r.shared_meetups > 1) return `${r.shared_meetups} meetups in common`;
  if (r.shared_meetups === 1 && r.last_title) return `You both attended ${r.last_title}`;
  if (r.shared_interests.length) return `Shares your interests: ${r.shared_interests.slice(0, 3).join(', ')}`;
  if (r.same_country && r.country) return `Also in ${r.country}`;
  return 'A member you may know';
}

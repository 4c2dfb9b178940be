import type { Db } from '../db/client';

/** Site statistics for the home page: countries, professionals, venues, events (cancelled and expired ones do not count). */
export async function siteStats(db: Db) {
  const { rows } = await db.$client.query<{ countries: string; professionals: string; venues: string; events: string }>(
    `select
       (select count(distinct lower(country)) from profiles where country is not null and country <> '') as countries,
       (select count(*) from profiles) as professionals,
       (select count(*) from venues) as venues,
       (select count(*) from meetups where booking_status not in ('cancelled', 'expired')) as events`,
  );
  const r = rows[0];
  return { countries: Number(r.countries), professionals: Number(r.professionals), venues: Number(r.venues), events: Number(r.events) };
}

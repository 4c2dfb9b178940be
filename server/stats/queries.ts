import type { Db } from '../db/client';

/** Site statistics for the home page: countries, professionals, venues, events (cancelled and expired ones do not count). */
export async function siteStats(db: Db) {
  // Kept counts (site_counts, migration 0030) and the distinct countries found by walking
  // profiles_country_idx from one value to the next (a few hundred index probes), so nothing here
  // reads a table whole: counting them took 0.75 s a request at a million members (issue 30, decision 0089).
  const { rows } = await db.$client.query<{ countries: string; professionals: string; venues: string; events: string }>({
    name: 'site_stats',
    text: `with recursive c(country) as (
         (select country from profiles where country > '' order by country limit 1)
         union all
         select (select p.country from profiles p where p.country > c.country order by p.country limit 1) from c where c.country is not null
       )
       select (select count(distinct lower(country)) from c) as countries,
         coalesce(sum(professionals), 0) as professionals, coalesce(sum(venues), 0) as venues, coalesce(sum(events), 0) as events
       from site_counts`,
  });
  const r = rows[0];
  return { countries: Number(r.countries), professionals: Number(r.professionals), venues: Number(r.venues), events: Number(r.events) };
}

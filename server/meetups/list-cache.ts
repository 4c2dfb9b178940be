// The meetups list's answers, kept (issue 30, decision 0079). A member's list is the same JSON for
// as long as nothing it reads has changed and the minute has not turned: every row it shows, its
// counts and its abilities are a function of the data, the viewer, the query and the time, and
// the time enters only through "over" and "started", which change on whole minutes (a meetup's
// date, time and duration are whole minutes, and so is every zone's offset).
//
// "Nothing it reads has changed" is asked of PostgreSQL on every request, so it holds across app
// instances: meetup_list_versions' sum, which the meetup_lists_changed triggers raise when a
// transaction that wrote to a table the list reads commits (migration 0026). The sum is read before
// the list's statement, so an answer is never kept under a version newer than the data it shows.
import { LRUCache } from 'lru-cache';
import type { Db } from '../db/client';

/** Bodies kept, at most (in UTF-16 code units, ≈ bytes for JSON): ≈ 3,000 first pages of 10 KB. */
const MAX_CHARS = 32 * 1024 * 1024;

type Kept = { version: string; minute: number; body: string };

export type MeetupListCache = ReturnType<typeof meetupListCache>;

export function meetupListCache(db: Db) {
  const kept = new LRUCache<string, Kept>({ maxSize: MAX_CHARS, sizeCalculation: (k, key) => k.body.length + key.length });
  return {
    /** The version of everything the lists read, as committed now. */
    async version(): Promise<string> {
      const { rows } = await db.$client.query<{ v: string }>({ name: 'meetup_list_version', text: 'select sum(version)::text as v from meetup_list_versions' });
      return rows[0].v;
    },
    /** The answer kept for this viewer and query, if it was written at this version in this minute. */
    get(key: string, version: string, now: Date): string | undefined {
      const k = kept.get(key);
      return k && k.version === version && k.minute === minuteOf(now) ? k.body : undefined;
    },
    set(key: string, version: string, now: Date, body: string) {
      kept.set(key, { version, minute: minuteOf(now), body });
    },
  };
}

const minuteOf = (d: Date) => Math.floor(d.getTime() / 60_000);

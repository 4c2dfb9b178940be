import type { Db } from '../db/client';

/**
 * The venue list is read far more often than it changes, and its first page is the same for
 * every member. Serialised pages are kept in memory per query and dropped on every venue or
 * rating change: at once for writes made by this instance, through the realtime NOTIFY
 * channel for writes made by other instances (and on listener reconnects), and in any case
 * after a few seconds.
 */
export class VenueListCache {
  private entries = new Map<string, { at: number; json: string }>();
  private generation = 0;

  constructor(
    private readonly ttlMs = 5_000,
    private readonly maxEntries = 500,
  ) {}

  /** The generation a reader saw before querying; a set() from an older one is ignored. */
  get current() {
    return this.generation;
  }

  get(key: string): string | null {
    const hit = this.entries.get(key);
    if (!hit) return null;
    if (Date.now() - hit.at > this.ttlMs) {
      this.entries.delete(key);
      return null;
    }
    return hit.json;
  }

  set(key: string, generation: number, json: string) {
    if (generation !== this.generation) return;
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { at: Date.now(), json });
  }

  invalidate() {
    this.generation += 1;
    this.entries.clear();
  }
}

const caches = new WeakMap<Db, VenueListCache>();

/** One cache per database handle (so each app, and each test's app, has its own). */
export function venueListCache(db: Db): VenueListCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new VenueListCache();
    caches.set(db, cache);
  }
  return cache;
}

import type { ChangeEvent, ChangeTable } from './publish';

const TABLES = new Set<ChangeTable>(['profiles', 'venues', 'meetups', 'meetup_attendees', 'meetup_comments', 'notifications']);
const TYPES = new Set(['INSERT', 'UPDATE', 'DELETE']);

/** A NOTIFY payload back into a ChangeEvent; anything malformed is ignored, never forwarded. */
export function parseChange(payload: string): ChangeEvent | null {
  let e: Partial<ChangeEvent>;
  try {
    e = JSON.parse(payload);
  } catch {
    return null;
  }
  if (!e || typeof e !== 'object' || !TABLES.has(e.table as ChangeTable) || !TYPES.has(e.type as string)) return null;
  if (typeof e.id !== 'string' || !e.id) return null;
  const audience = e.audience;
  const validAudience =
    audience === 'signedIn' ||
    (typeof audience === 'object' && audience !== null && Array.isArray(audience.userIds) && audience.userIds.every((u) => typeof u === 'string'));
  if (!validAudience) return null;
  const record = e.record && typeof e.record === 'object' && !Array.isArray(e.record) ? e.record : undefined;
  return { table: e.table!, type: e.type!, id: e.id, audience: audience!, ...(record ? { record } : {}) };
}

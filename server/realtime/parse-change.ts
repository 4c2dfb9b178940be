import { parseEndSockets, type EndSockets } from './end-sockets';
import type { ChangeEvent, ChangeTable } from './publish';

const TABLES = new Set<ChangeTable>(['profiles', 'venues', 'meetups', 'meetup_attendees', 'meetup_comments', 'notifications', 'messages', 'conversations']);
const TYPES = new Set(['INSERT', 'UPDATE', 'DELETE']);

/** What travels on the changes channel: a change for sockets, or a control message for the hub. */
export type ChannelMessage = { kind: 'change'; event: ChangeEvent } | { kind: 'end_sockets'; msg: EndSockets };

/** A NOTIFY payload back into a change or a control message; anything malformed is ignored, never forwarded. */
export function parseMessage(payload: string): ChannelMessage | null {
  let raw: unknown;
  try {
    raw = JSON.parse(payload);
  } catch {
    return null;
  }
  if (raw && typeof raw === 'object' && 'control' in raw) {
    const msg = parseEndSockets(raw);
    return msg ? { kind: 'end_sockets', msg } : null;
  }
  const event = toChange(raw);
  return event ? { kind: 'change', event } : null;
}

/** A NOTIFY payload back into a ChangeEvent, or null. */
export function parseChange(payload: string): ChangeEvent | null {
  const m = parseMessage(payload);
  return m?.kind === 'change' ? m.event : null;
}

function toChange(raw: unknown): ChangeEvent | null {
  const e = raw as Partial<ChangeEvent>;
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

// The meetups list's page marker (issue 30, decision 0059): the last row's (date, time, id) for
// lists in date order — keyset pagination, so every row comes exactly once however many are added
// meanwhile, and a far page costs what the first does — or a plain offset for search results,
// which are in rank order and short.
import { z } from 'zod';
import { badRequest } from '../errors';

export type ListCursor = { kind: 'key'; date: string; time: string; id: string } | { kind: 'offset'; offset: number };

// Only dates and times PostgreSQL accepts: a forged marker is a 400, never a 500 (there is no year 0).
const shape = z.union([
  z.tuple([z.iso.date().refine((d) => !d.startsWith('0000')), z.string().regex(/^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/), z.uuid()]),
  z.tuple([z.number().int().min(0).max(10_000)]),
]);

export const encodeListCursor = (c: ListCursor) =>
  Buffer.from(JSON.stringify(c.kind === 'key' ? [c.date, c.time, c.id] : [c.offset])).toString('base64url');

export function decodeListCursor(text: string): ListCursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString());
  } catch {
    parsed = null;
  }
  const r = shape.safeParse(parsed);
  if (!r.success) throw badRequest('invalid_request', 'api.meetups.invalidPageMarker');
  return r.data.length === 3 ? { kind: 'key', date: r.data[0], time: r.data[1], id: r.data[2] } : { kind: 'offset', offset: r.data[0] };
}

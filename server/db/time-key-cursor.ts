// A keyset page marker for lists newest first by (timestamp, id) — venues by created_at, admin
// members by created_at (issue 30): the last row's timestamp as PostgreSQL writes it
// (`created_at::text`, microseconds kept, so no row is skipped or repeated at a page edge) and its id.
import { z } from 'zod';
import { ApiError } from '../errors';

// created_at::text as PostgreSQL writes it, e.g. 2026-11-24 11:05:27.123456+00.
const CURSOR_TIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})(\.\d{1,6})?([+-]\d{2})(:\d{2})?$/;
const cursorId = z.uuid();

/** A real instant: a cursor with 31 February or 25 o'clock is refused here, not by PostgreSQL (500). */
function isCursorTime(key: string): boolean {
  const m = CURSOR_TIME.exec(key);
  if (!m) return false;
  const [, y, mo, d, h, mi, s] = m.map(Number);
  const day = new Date(Date.UTC(y, mo - 1, d));
  return y > 0 && day.getUTCFullYear() === y && day.getUTCMonth() === mo - 1 && day.getUTCDate() === d && h < 24 && mi < 60 && s < 60;
}

/** The marker of the page after the row with this `timestamp::text` and id. */
export const encodeTimeKey = (timeText: string, id: string) => Buffer.from(`${timeText}|${id}`).toString('base64url');

/** [timestamp text, id] of a marker this server wrote; anything else is a 400 naming the field. */
export function decodeTimeKey(cursor: string, field = 'cursor'): [string, string] {
  const [key, id, ...rest] = Buffer.from(cursor, 'base64url').toString().split('|');
  if (rest.length || !key || !id || !cursorId.safeParse(id).success || !isCursorTime(key)) throw ApiError.say(400, 'invalid_request', 'api.cursor.invalid', { field });
  return [key, id];
}

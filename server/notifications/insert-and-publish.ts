import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { CHANGES_CHANNEL } from '../realtime/publish';

/**
 * Writes many notifications in one statement (`rows` selects user_id, type, title, message, data)
 * and publishes each to its recipient's live sockets: the change event notify() would send, built
 * in SQL; a record too large for NOTIFY goes without it and the client refetches. Used by the
 * admin broadcast and the follow fan-out. Answers how many were published.
 */
export async function insertAndPublishNotifications(tx: Tx, rows: SQL): Promise<number> {
  const { rows: out } = await tx.execute<{ sent: number }>(sql`
    with inserted as (
      insert into notifications (user_id, type, title, message, data)
      ${rows}
      returning id, user_id, type, title, message, data, read, created_at
    ), events as (
      select json_build_object('table', 'notifications', 'type', 'INSERT', 'id', i.id, 'audience', json_build_object('userIds', json_build_array(i.user_id)),
        'record', json_build_object('id', i.id, 'user_id', i.user_id, 'type', i.type, 'title', i.title, 'message', i.message, 'data', i.data, 'read', i.read,
          'created_at', to_char(i.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')))::text as full_event,
        json_build_object('table', 'notifications', 'type', 'INSERT', 'id', i.id, 'audience', json_build_object('userIds', json_build_array(i.user_id)))::text as bare_event
      from inserted i
    )
    select count(pg_notify(${CHANGES_CHANNEL}, case when length(full_event) > 7500 then bare_event else full_event end))::int as sent from events`);
  return out[0]?.sent ?? 0;
}

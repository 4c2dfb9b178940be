import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';


export const CHANGES_CHANNEL = 'cc_changes';

/** Tables whose changes stream to clients (docs/product.md §10 Realtime). */
export type ChangeTable = 'profiles' | 'venues' | 'meetups' | 'meetup_attendees' | 'meetup_comments' | 'notifications' | 'messages' | 'conversations';

/**
 * A change as it travels between instances. It carries ids and who may see it, never private
 * content beyond `record`, which is sent only to the listed audience.
 */
export type ChangeEvent = {
  table: ChangeTable;
  type: 'INSERT' | 'UPDATE' | 'DELETE';
  id: string;
  /** 'signedIn': every signed-in user; otherwise only these user ids. */
  audience: 'signedIn' | { userIds: string[] };
  record?: Record<string, unknown>;
};

/**
 * Publishes a change through Postgres NOTIFY. Inside a transaction the notification is
 * delivered only when it commits (and dropped on rollback): "published after commit".
 */
export async function publishChange(db: Db | Tx, event: ChangeEvent): Promise<void> {
  const payload = JSON.stringify(event);
  // NOTIFY payloads are limited to 8000 bytes (bytes, not characters: 2,000 emoji are 8,000):
  // drop the record and let clients refetch.
  const safe = Buffer.byteLength(payload) > 7500 ? JSON.stringify({ ...event, record: undefined }) : payload;
  await db.execute(sqlNotify(safe));
}

const sqlNotify = (payload: string) => sql`select pg_notify(${CHANGES_CHANNEL}, ${payload})`;

import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { visibleMessagesSql } from './visible';

/**
 * The data export's messages section (issue 26): the member's conversations (with whom, since
 * when, its state) and every message in them they can read, theirs marked `from_me`.
 */
export async function exportMessages(db: Db, me: string) {
  const [{ rows: conversations }, { rows: messages }] = await Promise.all([
    db.execute(sql`select c.id, cm.other_user_id as with_member_id, p.name as with_member_name,
        case when c.status = 'active' then 'active' when c.requested_by = ${me} then 'request_sent' else 'request_received' end as status,
        c.created_at, cm.last_message_at
      from conversation_members cm join conversations c on c.id = cm.conversation_id
      left join profiles p on p.id = cm.other_user_id
     where cm.user_id = ${me} order by cm.last_message_at desc`),
    db.execute(sql`select m.id::text as id, m.conversation_id, m.sender_id = ${me} as from_me, m.body, m.created_at
      from conversation_members cm join messages m on m.conversation_id = cm.conversation_id
     where cm.user_id = ${me} and (m.sender_id = ${me} or ${visibleMessagesSql(sql`m.sender_id`)})
     order by m.conversation_id, m.id`),
  ]);
  return { conversations, messages };
}

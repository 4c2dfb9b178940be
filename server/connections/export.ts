import { desc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { connectionRequests, connections, profiles } from '../db/schema/index';

/**
 * The member's connections and requests for "Download my data" (issue 26). A request they sent
 * carries no status: a decline is never told to its sender, not even here.
 */
export async function exportConnections(db: Db, userId: string) {
  const other = sql<string>`case when ${connections.userAId} = ${userId} then ${connections.userBId} else ${connections.userAId} end`;
  const [linked, sent, received] = await Promise.all([
    db
      .select({ member_id: profiles.id, name: profiles.name, connected_at: connections.createdAt })
      .from(connections)
      .innerJoin(profiles, eq(profiles.id, other))
      .where(or(eq(connections.userAId, userId), eq(connections.userBId, userId)))
      .orderBy(desc(connections.createdAt)),
    db
      .select({ member_id: profiles.id, name: profiles.name, note: connectionRequests.note, sent_at: connectionRequests.createdAt })
      .from(connectionRequests)
      .innerJoin(profiles, eq(profiles.id, connectionRequests.recipientId))
      .where(eq(connectionRequests.senderId, userId))
      .orderBy(desc(connectionRequests.createdAt)),
    db
      .select({ member_id: profiles.id, name: profiles.name, note: connectionRequests.note, status: connectionRequests.status, received_at: connectionRequests.createdAt, answered_at: connectionRequests.respondedAt })
      .from(connectionRequests)
      .innerJoin(profiles, eq(profiles.id, connectionRequests.senderId))
      .where(eq(connectionRequests.recipientId, userId))
      .orderBy(desc(connectionRequests.createdAt)),
  ]);
  return { connections: linked, connection_requests_sent: sent, connection_requests_received: received };
}

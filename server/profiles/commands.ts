import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { profiles } from '../db/schema/index';
import { notFound } from '../errors';
import { publishChange } from '../realtime/publish';

// Changes a member makes to their own profile row; each streams the row to its owner only.

/** Points the profile at a new avatar (or none); answers the previous one so its file can go. */
export async function setOwnAvatar(db: Db, userId: string, avatar: string | null): Promise<{ previous: string | null }> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select({ avatar: profiles.avatar }).from(profiles).where(eq(profiles.id, userId));
    if (!before) throw notFound('api.profiles.notFound');
    await tx.update(profiles).set({ avatar, updatedAt: new Date() }).where(eq(profiles.id, userId));
    await publishChange(tx, { table: 'profiles', type: 'UPDATE', id: userId, audience: { userIds: [userId] }, record: { id: userId, avatar } });
    return { previous: before.avatar };
  });
}

/** The /profile page's interests, country and headline; a field left out stays as it is. */
export async function setOwnAbout(db: Db, userId: string, input: { interests?: string[]; country?: string | null; headline?: string | null }) {
  const { interests, country, headline } = input;
  const [row] = await db.transaction(async (tx) => {
    const rows = await tx
      .update(profiles)
      .set({ ...(interests !== undefined && { interests }), ...(country !== undefined && { country: country || null }), ...(headline !== undefined && { headline: headline || null }), updatedAt: new Date() })
      .where(eq(profiles.id, userId))
      .returning({ interests: profiles.interests, country: profiles.country, headline: profiles.headline });
    if (rows[0]) await publishChange(tx, { table: 'profiles', type: 'UPDATE', id: userId, audience: { userIds: [userId] }, record: { id: userId, ...rows[0] } });
    return rows;
  });
  if (!row) throw notFound('api.profiles.notFound');
  return row;
}
